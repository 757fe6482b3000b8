import { preloadSavedToast, useBeen } from "./saved-provider";

/**
 * 'Been' beside Save: marks a place the visitor has been to, kept like the saved list. As Save, it
 * says nothing until the list is read; the first-paint script marks it from storage before that.
 */
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
