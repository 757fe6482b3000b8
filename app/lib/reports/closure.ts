import { isMonth } from "../evidence/dates";
import type { ReportKind } from "./report-form";

/** Made once: a formatter per call costs time zone data and all. */
const LA_YEAR_MONTH = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  timeZone: "America/Los_Angeles",
});

/** "2026-11": the month it is in Los Angeles, whose restaurants these are. */
export function currentMonth(now: Date): string {
  const parts = LA_YEAR_MONTH.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}`;
}

/** An admin's month for a closure or move: blank means this month; a later month has not happened yet. */
export function readClosureMonth(
  given: string,
  thisMonth: string,
): { month: string; error: null } | { month: null; error: string } {
  const month = given.trim() || thisMonth;
  if (!isMonth(month) || month > thisMonth) {
    return { month: null, error: `Give the month as YYYY-MM, no later than ${thisMonth}.` };
  }
  return { month, error: null };
}

export type StatusChange = { status: "closed" | "moved"; month: string };

/**
 * What accepting a report changes: 'closed' and 'moved' set the place's status (a data change);
 * anything else, or a place already in that state, is only marked handled.
 */
export function statusChangeFor(kind: ReportKind, currentStatus: string, month: string): StatusChange | null {
  if (kind !== "closed" && kind !== "moved") return null;
  return currentStatus === kind ? null : { status: kind, month };
}

/** The data_changes row's kind and summary for one place's new status (see the table in db/schema.server.ts). */
export function statusChangeRecord(restaurant: { slug: string; name: string }, change: StatusChange) {
  return {
    kind: change.status === "closed" ? "closure" : "move",
    summary: { restaurants: [{ slug: restaurant.slug, name: restaurant.name, ...change }] },
  };
}
