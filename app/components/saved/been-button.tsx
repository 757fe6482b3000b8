import { preloadSavedToast, useBeen } from "./saved-provider";

/** Kept like the saved list; like Save, unset until the list is read, and the first-paint script marks it first. */
export function BeenButton({ slug, name }: { slug: string; name: string }) {
  const { has, toggle, ready } = useBeen();
  return (
    <button
      type="button"
      onClick={() => toggle(slug)}
      onPointerEnter={preloadSavedToast}
      onFocus={preloadSavedToast}
      data-been={slug}
      aria-pressed={ready ? has(slug) : undefined}
      aria-label={`Been to ${name}`}
      className="been-button"
    >
      Been
    </button>
  );
}
