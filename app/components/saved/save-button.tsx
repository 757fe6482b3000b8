import { preloadSavedToast, useSaved } from "./saved-provider";

/** The server cannot know the browser's list, so aria-pressed stays unset until read (first-paint marks saved ones)
 * and CSS styles by it, so nothing flips on hydration. Both labels share one grid cell: the width never changes. */
export function SaveButton({ slug, name }: { slug: string; name: string }) {
  const { ready, has, toggle } = useSaved();
  return (
    <button
      type="button"
      data-save={slug}
      onClick={() => toggle(slug)}
      onPointerEnter={preloadSavedToast}
      onFocus={preloadSavedToast}
      aria-pressed={ready ? has(slug) : undefined}
      className="save-button"
    >
      <span className="save-label">
        <span>Save</span>
        <span>Saved</span>
      </span>
      <span className="sr-only">{` ${name}`}</span>
    </button>
  );
}
