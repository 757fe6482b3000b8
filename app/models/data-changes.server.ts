import type { Db } from "~/db/client.server";
import { DATA_VERSION_KEY } from "./data-meta.server";

type ChangeRecord = { changedAt: string; kind: string; summary: unknown };

/**
 * Records a data change under the version the same batch has just bumped to, only while `guard` (SQL
 * on ?1, bound to `subject`) holds: place it after the bump.
 */
export function recordDataChangeWhile(
  db: Db,
  guard: string,
  subject: number,
  change: ChangeRecord,
): D1PreparedStatement {
  return db.$client
    .prepare(
      `INSERT INTO data_changes (version, changed_at, kind, summary)
       SELECT CAST(value AS INTEGER), ?2, ?3, ?4 FROM data_meta WHERE key = ?5 AND ${guard}
       ON CONFLICT(version) DO NOTHING`,
    )
    .bind(subject, change.changedAt, change.kind, JSON.stringify(change.summary), DATA_VERSION_KEY);
}
