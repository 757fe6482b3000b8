import { preloadSavedToast, useSaved } from "./saved-provider";

export function SaveButton({ slug, name }: { slug: string; name: string }) {
  const { isSaved, toggle } = useSaved();
  const saved = isSaved(slug);
  return (
    <button
      type="button"
      onClick={() => toggle(slug)}
      onPointerEnter={preloadSavedToast}
      onFocus={preloadSavedToast}
      aria-pressed={saved}
      aria-label={`${saved ? "Saved" : "Save"} ${name}`}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-semibold transition-colors ${
        saved
          ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
          : "border-stone-300 bg-white text-ink hover:border-brand-700 hover:text-brand-700"
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill={saved ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2">
        <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z" />
      </svg>
      {saved ? "Saved" : "Save"}
    </button>
  );
}
