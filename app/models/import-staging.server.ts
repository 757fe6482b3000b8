import { and, eq, lt, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { importStaging } from "~/db/schema.server";
import { clearStagedEntriesStatement } from "./edition-import/index.server";
import { allRows, d1Statement, insertedRow, jsonEach, jsonField } from "./sql.server";

/** One claim of an import job: attempts is bumped by each claim, so a stale worker can be told apart. */
export type JobScope = { jobId: string; attempt: number };

export type StagedRow<T = unknown> = { seq: number; line: number; key: string; payload: T };

/** A staging table's job and claim: import_staging's, or the edition import's own (edition-import/). */
export type StagingKeys = { jobId: AnySQLiteColumn; attempt: AnySQLiteColumn };

/** This claim's rows in a staging table: a stale claim's, or another job's, are never read. */
const claimedBy = (scope: JobScope) => (staged: StagingKeys) =>
  and(eq(staged.jobId, scope.jobId), eq(staged.attempt, scope.attempt));

export const stagedBy = (scope: JobScope) => claimedBy(scope)(importStaging);

/** A field of a staged row's payload ("restaurant.name": a nested one). */
export const stagedField = <T>(key: string) => jsonField<T>(key, importStaging.payload);

/** Rows per staging statement: they travel as one JSON parameter, far from D1's 100-parameter limit. */
export const ROWS_PER_STAGING_STATEMENT = 100;

/** Stages rows for this claim; a repeat of the same rows (same seq) is ignored. */
export function stageRowsStatement(db: Db, scope: JobScope, rows: StagedRow[]): D1PreparedStatement {
  const row = insertedRow(importStaging, {
    jobId: scope.jobId,
    attempt: scope.attempt,
    seq: jsonField("seq"),
    line: jsonField("line"),
    key: jsonField("key"),
    payload: jsonField("payload"),
  });
  const staged = db
    .select(row)
    .from(jsonEach(JSON.stringify(rows)))
    .where(allRows);
  return d1Statement(db, db.insert(importStaging).select(staged).onConflictDoNothing());
}

/** The staged rows `which` picks, in both tables: a job's rows are cleared alike whatever its kind. */
export function clearStagingStatements(db: Db, which: (staged: StagingKeys) => SQL | undefined) {
  return [
    d1Statement(db, db.delete(importStaging).where(which(importStaging))),
    clearStagedEntriesStatement(db, which),
  ];
}

/** Rows an earlier, interrupted claim of the job left behind. */
export const clearEarlierAttemptsStatements = (db: Db, scope: JobScope) =>
  clearStagingStatements(db, (staged) => and(eq(staged.jobId, scope.jobId), lt(staged.attempt, scope.attempt)));

export const clearOwnStagingStatements = (db: Db, scope: JobScope) => clearStagingStatements(db, claimedBy(scope));

export const clearJobStagingStatements = (db: Db, jobId: string) =>
  clearStagingStatements(db, (staged) => eq(staged.jobId, jobId));
