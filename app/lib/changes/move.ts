// Cards render these in the browser: kept apart from summary.ts, whose zod would ship with every card.

/** ▲3, ▼2 or "New": a move as cards and profiles show it (null when the rank stayed or the place left). */
export function moveLabel(before: number | null, after: number | null): string | null {
  // A place the update added has no rank yet on record (it was ranked after the switch-over): new all the same.
  if (before === null) return "New";
  if (after === null) return null;
  if (before === after) return null;
  return before > after ? `▲${before - after}` : `▼${after - before}`;
}

/** The same move in words, for screen readers and a title. */
export function moveDescription(before: number | null, after: number | null): string | null {
  const label = moveLabel(before, after);
  if (!label) return null;
  if (label === "New") return "New to the ranking in the latest list update";
  const places = Math.abs((before ?? 0) - (after ?? 0));
  return `${label.startsWith("▲") ? "Up" : "Down"} ${places} place${places === 1 ? "" : "s"} in the latest list update`;
}
