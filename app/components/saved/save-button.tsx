import { preloadSavedToast, useSaved } from "./saved-provider";

/**
 * Save / Saved. The server cannot know the browser's list, so until it is read the button carries no
 * aria-pressed and the first-paint script (saved-first-paint.tsx) marks the saved ones before they are
 * drawn; the look, the icon and the label follow aria-pressed in CSS (.save-button), so nothing flips
 * when React takes over. Both labels share one grid cell, so the button keeps its width either way.
 */
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
