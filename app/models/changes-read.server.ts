import { count, desc } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { dataChanges } from "~/db/schema.server";
import { readChangeSummary, type ChangeSummary } from "~/lib/changes/summary";
import { defineRead, type Read } from "./batch.server";

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
