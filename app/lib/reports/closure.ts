import { isMonth } from "~/lib/evidence/dates";
import type { ReportKind } from "./report-form";

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

/** 'closed' and 'moved' set the place's status (a data change); anything else, or no change, is only handled. */
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
