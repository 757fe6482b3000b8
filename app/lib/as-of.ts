/** Made once: building a formatter per call costs time zone data and all. */
const LA_MONTH = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "America/Los_Angeles" });

/**
 * "November 2026" for the data's as-of date. A bare day ("2026-11-01", when a list was read) is a
 * calendar date, read at noon UTC so Los Angeles' clock cannot move it into the month before; a
 * timestamp (an import's) is shown in Los Angeles time. Null for nothing or nonsense.
 */
export function asOfMonth(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : LA_MONTH.format(date);
}
