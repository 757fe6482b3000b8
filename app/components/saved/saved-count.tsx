import { useSaved } from "./saved-provider";

/**
 * Until the browser's list is read, the number comes from CSS via `data-count` (set by
 * saved-first-paint.tsx), so a visitor with saved places never sees 0 first.
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
