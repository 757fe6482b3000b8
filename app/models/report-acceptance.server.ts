import { and, eq, inArray, max, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { dataChanges, reports, restaurants } from "~/db/schema.server";
import { statusChangeRecord, type StatusChange } from "~/lib/reports/closure";
import { recordDataChangeWhile } from "./data-changes.server";
import { bumpDataVersionWhile } from "./data-version.server";
import { guardHolds, reportOpen } from "./guards.server";
import { allRows, d1Statement, jsonEach, jsonField } from "./sql.server";
import { runBatch } from "./batch.server";

type Acceptance = {
  reportId: number;
  adminId: string;
  now: string;
  /** The place's new status, or null when accepting changes no data (see statusChangeFor). */
  change: { restaurant: { slug: string; name: string }; to: StatusChange } | null;
};

/** The place's new status, while the report is open. */
function statusStatement(db: Db, reportId: number, now: string, { restaurant, to }: NonNullable<Acceptance["change"]>) {
  const update = db
    .update(restaurants)
    .set({ status: to.status, closedMonth: to.month, updatedAt: now })
    .where(and(eq(restaurants.slug, restaurant.slug), guardHolds(db, reportOpen(reportId))));
  return d1Statement(db, update);
}

/** Status, version and change for a closure or move in one batch, so readers see all or none; false if handled. */
export async function acceptReport(db: Db, { reportId, adminId, now, change }: Acceptance): Promise<boolean> {
  const dataChange = change
    ? [
        statusStatement(db, reportId, now, change),
        bumpDataVersionWhile(db, reportOpen(reportId)),
        recordDataChangeWhile(db, reportOpen(reportId), {
          changedAt: now,
          ...statusChangeRecord(change.restaurant, change.to),
        }),
      ]
    : [];
  const accepted = db
    .update(reports)
    .set({ status: "accepted", resolvedAt: now, resolvedBy: adminId })
    .where(reportOpen(reportId).where)
    .returning({ id: reports.id });
  const results = await runBatch(db, [...dataChange, d1Statement(db, accepted)]);
  return results[results.length - 1].results.length > 0;
}

/** Accepted closures and moves outlive a re-seed: a place the files show open takes its latest recorded change. */
export function reapplyStatusChangesStatement(db: Db) {
  // Names no restaurant column has: drizzle refers to a CTE's computed fields by their names alone.
  // With max(version), SQLite takes the other fields from the latest change of each slug.
  const latest = db.$with("latest").as(
    db
      .select({
        changedSlug: jsonField<string>("slug").as("changed_slug"),
        changedStatus: jsonField<string>("status").as("changed_status"),
        changedMonth: jsonField<string | null>("month").as("changed_month"),
        version: max(dataChanges.version).as("latest_version"),
      })
      .from(dataChanges)
      .innerJoin(jsonEach(dataChanges.summary, "$.restaurants"), allRows)
      .where(inArray(dataChanges.kind, ["closure", "move"]))
      .groupBy(jsonField("slug")),
  );
  const update = db
    .with(latest)
    .update(restaurants)
    .set({ status: sql`${latest.changedStatus}`, closedMonth: sql`${latest.changedMonth}` })
    .from(latest)
    .where(and(eq(restaurants.slug, latest.changedSlug), eq(restaurants.status, "open")));
  return d1Statement(db, update);
}
