import { preloadSavedToast, useSaved } from "./saved-provider";

export function SaveButton({ slug, name }: { slug: string; name: string }) {
  const { has, toggle } = useSaved();
  const saved = has(slug);
  return (
    <button
      type="button"
      onClick={() => toggle(slug)}
      onPointerEnter={preloadSavedToast}
      onFocus={preloadSavedToast}
      aria-pressed={saved}
      aria-label={`${saved ? "Saved" : "Save"} ${name}`}
      className={`inline-flex shrink-0 items-center justify-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-semibold transition-colors ${
        saved
          ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
          : "border-stone-300 bg-white text-ink hover:border-brand-700 hover:text-brand-700"
      }`}
    >
      <span aria-hidden="true" className={saved ? "icon-bookmark icon-bookmark-filled" : "icon-bookmark"} />
      {saved ? "Saved" : "Save"}
    </button>
  );
}
