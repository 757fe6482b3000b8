import { useSaved } from "~/components/saved/saved-provider";

/** 'Save all N': adds the whole shared list to the visitor's own saved list (as far as its limit allows). */
export function SaveAll({ slugs }: { slugs: string[] }) {
  const { ready, has, addAll } = useSaved();
  const missing = slugs.filter((slug) => !has(slug));
  const done = ready && missing.length === 0;
  return (
    <button type="button" onClick={() => addAll(slugs)} disabled={!ready || done} className="btn btn-primary">
      {done ? "All saved" : `Save all ${slugs.length}`}
    </button>
  );
}
