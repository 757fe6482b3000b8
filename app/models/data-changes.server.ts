import { count, desc } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { dataChanges } from "~/db/schema.server";
import { readChangeSummary, type ChangeSummary } from "~/lib/changes/summary";
import { defineRead, type Read } from "./batch.server";
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

type DataChange = { version: number; changedAt: string; kind: string; summary: ChangeSummary };

/** One page of data changes, newest first, and how many there are: one round trip. */
export function changesRead(db: Db, limit: number, offset: number): Read<{ changes: DataChange[]; total: number }> {
  return defineRead(
    [
      db.select().from(dataChanges).orderBy(desc(dataChanges.version)).limit(limit).offset(offset),
      db.select({ n: count() }).from(dataChanges),
    ],
    ([rows, [total]]) => ({
      changes: rows.map((row) => ({ ...row, summary: readChangeSummary(row.summary) })),
      total: total?.n ?? 0,
    }),
  );
}
