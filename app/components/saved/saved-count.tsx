import { useSaved } from "./saved-provider";

/** The saved list's size as a badge; 0 until the browser's list has been read. */
export function SavedCount() {
  const { slugs, ready } = useSaved();
  const count = ready ? slugs.length : 0;
  return (
    <span
      className="min-w-6 rounded-full bg-brand-700 px-1.5 text-center text-xs font-bold leading-5 text-white"
      data-testid="saved-count"
    >
      {count}
      <span className="sr-only"> saved</span>
    </span>
  );
}
