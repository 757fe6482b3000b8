import { and, eq, exists, sql, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { importJobs, reports } from "~/db/schema.server";
import type { JobScope } from "./import-staging.server";
import { insertedRow } from "./sql.server";

/** A row existing only while the state holds, checked by every statement: a stale batch changes nothing. */
export type RowGuard = { table: SQLiteTable; where: SQL | undefined };

/** This claim (not a later one) still processes the job. */
export const jobClaimed = (scope: JobScope): RowGuard => ({
  table: importJobs,
  where: and(
    eq(importJobs.id, scope.jobId),
    eq(importJobs.status, "processing"),
    eq(importJobs.attempts, scope.attempt),
  ),
});

/** The report is still open: an admin accepting it twice changes the data once. */
export const reportOpen = (reportId: number): RowGuard => ({
  table: reports,
  where: and(eq(reports.id, reportId), eq(reports.status, "open")),
});

export const guardHolds = (db: Db, guard: RowGuard) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(guard.table)
      .where(guard.where),
  );

/** The row an INSERT … SELECT writes while the guard holds, and none after: the guard's row is its FROM. */
export const rowWhile = <T extends SQLiteTable>(
  db: Db,
  table: T,
  values: { [K in keyof T["$inferInsert"]]?: unknown },
  guard: RowGuard,
) => db.select(insertedRow(table, values)).from(guard.table).where(guard.where);
