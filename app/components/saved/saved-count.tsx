import { useSaved } from "./saved-provider";

/**
 * The saved list's size as a badge. Until the browser's list has been read the number is not text
 * but the stylesheet's, from `data-count`, which the first-paint script sets (saved-first-paint.tsx):
 * so a visitor with saved places never sees 0 first.
 */
export function SavedCount() {
  const { slugs, ready } = useSaved();
  return (
    <span className="saved-count" data-saved-count="" data-pending={ready ? undefined : ""} data-testid="saved-count">
      {ready ? slugs.length : null}
      <span className="sr-only"> saved</span>
    </span>
  );
}
