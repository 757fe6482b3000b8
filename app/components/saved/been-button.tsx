import { preloadSavedToast, useBeen } from "./saved-provider";

/** 'Been' beside Save: marks a place the visitor has been to, kept like the saved list. */
export function BeenButton({ slug, name }: { slug: string; name: string }) {
  const { has, toggle } = useBeen();
  const been = has(slug);
  return (
    <button
      type="button"
      onClick={() => toggle(slug)}
      onPointerEnter={preloadSavedToast}
      onFocus={preloadSavedToast}
      aria-pressed={been}
      aria-label={`Been to ${name}`}
      className={been ? "been-button been-button-on" : "been-button"}
    >
      Been
    </button>
  );
}
