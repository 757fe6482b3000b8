import { and, count, desc, eq, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { dataChanges, dataMeta } from "~/db/schema.server";
import { readChangeSummary, type ChangeSummary } from "~/lib/changes/summary";
import { defineRead, type Read } from "./batch.server";
import { DATA_VERSION_KEY } from "./data-meta.server";
import { guardHolds, type RowGuard } from "./guards.server";
import { asInteger, d1Statement, insertedRow } from "./sql.server";

type ChangeRecord = { changedAt: string; kind: string; summary: unknown };

/** Records under the version the same batch just bumped to, only while `guard` holds: place it after the bump. */
export function recordDataChangeWhile(db: Db, guard: RowGuard, change: ChangeRecord): D1PreparedStatement {
  const row = insertedRow(dataChanges, {
    version: asInteger(dataMeta.value),
    changedAt: change.changedAt,
    kind: change.kind,
    summary: JSON.stringify(change.summary),
  });
  const current = db
    .select(row)
    .from(dataMeta)
    .where(and(eq(dataMeta.key, DATA_VERSION_KEY), guardHolds(db, guard)));
  return d1Statement(db, db.insert(dataChanges).select(current).onConflictDoNothing({ target: dataChanges.version }));
}

type DataChange = { version: number; changedAt: string; kind: string; summary: ChangeSummary };

/** An admin's "Mark verified": bookkeeping kept on the admin's side, never shown as a change of the data. */
export const VERIFICATION = "verification";
const ofTheData = ne(dataChanges.kind, VERIFICATION);

/** One page of the data's changes, newest first, and how many there are: one round trip. */
export function changesRead(db: Db, limit: number, offset: number): Read<{ changes: DataChange[]; total: number }> {
  return defineRead(
    [
      db.select().from(dataChanges).where(ofTheData).orderBy(desc(dataChanges.version)).limit(limit).offset(offset),
      db.select({ n: count() }).from(dataChanges).where(ofTheData),
    ],
    ([rows, [total]]) => ({
      changes: rows.map((row) => ({ ...row, summary: readChangeSummary(row.summary) })),
      total: total?.n ?? 0,
    }),
  );
}
