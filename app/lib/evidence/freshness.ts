import { laYearMonth } from "~/lib/as-of";

/** An edition older than this, against the data's as-of date, is flagged on the profile. */
const STALE_AFTER_MONTHS = 18;

/** "2025-12", "2025-12-03" or an ISO timestamp → months since year 0; a bare year → its December. */
function monthIndex(value: string): number | null {
  const time = value.includes("T") ? Date.parse(value) : NaN;
  // A timestamp counts in its Los Angeles month, as the as-of label (lib/as-of.ts) shows it.
  const calendar = Number.isNaN(time) ? value : laYearMonth(time);
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(calendar);
  if (!match) return null;
  const month = match[2] ? Number(match[2]) : 12;
  return month >= 1 && month <= 12 ? Number(match[1]) * 12 + month - 1 : null;
}

/** What an edition's age is measured from: when it came out, or, for a list that states no date, when we read it. */
export type AgeBasis = "published" | "read";

/** Certainly over 18 months: calendar months (a gap of 19+) and a year-only date as December, so never a guess. */
export function editionStaleness(
  edition: { published: string | null; readOn: string },
  asOf: string | null,
): AgeBasis | null {
  const basis: AgeBasis = edition.published ? "published" : "read";
  const from = monthIndex(edition.published ?? edition.readOn);
  const to = asOf ? monthIndex(asOf) : null;
  if (from === null || to === null) return null;
  return to - from > STALE_AFTER_MONTHS ? basis : null;
}
