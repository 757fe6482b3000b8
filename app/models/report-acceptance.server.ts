import type { Db } from "~/db/client.server";
import { statusChangeRecord, type StatusChange } from "~/lib/reports/closure";
import { recordDataChangeWhile } from "./data-changes.server";
import { bumpDataVersionWhile } from "./data-version.server";

/** Every statement of an acceptance runs only while the report (?1) is still open; the last one closes it. */
const REPORT_OPEN = "EXISTS (SELECT 1 FROM reports WHERE id = ?1 AND status = 'open')";

type Acceptance = {
  reportId: number;
  adminId: string;
  now: string;
  /** The place's new status, or null when accepting changes no data (see statusChangeFor). */
  change: { restaurant: { slug: string; name: string }; to: StatusChange } | null;
};

/** The place's new status, in whichever restaurant table holds its slug. */
function statusStatements(
  db: Db,
  reportId: number,
  now: string,
  { restaurant, to }: NonNullable<Acceptance["change"]>,
) {
  return ["restaurants", "newest_restaurants"].map((table) =>
    db.$client
      .prepare(`UPDATE ${table} SET status = ?2, closed_month = ?3, updated_at = ?4 WHERE slug = ?5 AND ${REPORT_OPEN}`)
      .bind(reportId, to.status, to.month, now, restaurant.slug),
  );
}

/**
 * Marks the report accepted and, for a closure or a move, sets the place's status, bumps the data
 * version (caches key on it) and records the change for /changes: one batch, so readers see all of it
 * or none. False when the report was no longer open (another admin's click got there first).
 */
export async function acceptReport(db: Db, { reportId, adminId, now, change }: Acceptance): Promise<boolean> {
  const dataChange = change
    ? [
        ...statusStatements(db, reportId, now, change),
        bumpDataVersionWhile(db, REPORT_OPEN, reportId),
        recordDataChangeWhile(db, REPORT_OPEN, reportId, {
          changedAt: now,
          ...statusChangeRecord(change.restaurant, change.to),
        }),
      ]
    : [];
  const accepted = db.$client
    .prepare(
      `UPDATE reports SET status = 'accepted', resolved_at = ?2, resolved_by = ?3
       WHERE id = ?1 AND status = 'open' RETURNING id`,
    )
    .bind(reportId, now, adminId);
  const results = await db.$client.batch([...dataChange, accepted]);
  return results[results.length - 1].results.length > 0;
}

/**
 * Accepted closures and moves outlive a re-seed: each place still open in `table` takes the status and
 * month of its latest recorded change (data_changes), which the shipped files do not know about until
 * someone updates them. A place the files themselves mark closed or moved keeps what the files say.
 */
export function reapplyStatusChangesStatement(db: Db, table: "restaurants" | "newest_restaurants") {
  return db.$client.prepare(
    `WITH latest AS (
       SELECT json_extract(r.value, '$.slug') AS slug, json_extract(r.value, '$.status') AS status,
              json_extract(r.value, '$.month') AS month, max(d.version) AS version
       FROM data_changes d, json_each(d.summary, '$.restaurants') r
       WHERE d.kind IN ('closure', 'move') GROUP BY 1)
     UPDATE ${table} SET status = latest.status, closed_month = latest.month
     FROM latest WHERE ${table}.slug = latest.slug AND ${table}.status = 'open'`,
  );
}
