import { useSaved } from "./saved-provider";

/** Until the list is read the number comes from CSS `data-count` (saved-first-paint.tsx), so it never shows 0 first. */
export function SavedCount() {
  const { slugs, ready } = useSaved();
  return (
    <span className="saved-count" data-saved-count="" data-pending={ready ? undefined : ""} data-testid="saved-count">
      {ready ? slugs.length : null}
      <span className="sr-only"> saved</span>
    </span>
  );
}
