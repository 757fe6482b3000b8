import type { SourceName } from "~/lib/sources";
import { isMonthOrYear } from "./dates";

/** The sources whose lists, best-of or new-openings, can make a place New & Rising. */
export const NEW_AND_RISING_SOURCES = [
  "Eater LA",
  "LA Times",
  "Time Out",
  "The Infatuation",
] as const satisfies readonly SourceName[];

/** A place is new on an edition published within this many months of its opening. */
export const NEW_AND_RISING_MONTHS = 24;

/** Months since year 0. A year alone is January for an opening and December for an edition: new for certain. */
export function monthNumber(value: string, yearAlone: "january" | "december"): number {
  const [year, month] = value.split("-").map(Number);
  return year * 12 + (month || (yearAlone === "january" ? 1 : 12));
}

/** Whether a place that opened `opened` was certainly new (24 months at most) on an edition dated `dated`. */
export function isRecentOpening(opened: string | null | undefined, dated: string | null | undefined): boolean {
  if (!isMonthOrYear(opened) || !isMonthOrYear(dated?.slice(0, 7))) return false;
  const gap = monthNumber(dated!.slice(0, 7), "december") - monthNumber(opened, "january");
  return gap >= 0 && gap <= NEW_AND_RISING_MONTHS;
}

export const isNewAndRisingSource = (source: string) => (NEW_AND_RISING_SOURCES as readonly string[]).includes(source);
