import { and, eq, lt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { importStaging } from "~/db/schema.server";
import { d1Statement } from "./sql.server";

/** One claim of an import job: attempts is bumped by each claim, so a stale worker can be told apart. */
export type JobScope = { jobId: string; attempt: number };

export type StagedRow = { seq: number; line: number; key: string; payload: unknown };

/**
 * True only while this claim still owns the job. Every statement of the switch-over carries it
 * (bound as ?1 job id, ?2 attempt), so a superseded or already finished claim changes nothing.
 */
export const OWNS_JOB = `EXISTS (SELECT 1 FROM import_jobs WHERE id = ?1 AND status = 'processing' AND attempts = ?2)`;

export function scoped(db: Db, scope: JobScope, query: string, ...params: unknown[]): D1PreparedStatement {
  return db.$client.prepare(query).bind(scope.jobId, scope.attempt, ...params);
}

/** Rows per staging statement: they travel as one JSON parameter, far from D1's 100-parameter limit. */
export const ROWS_PER_STAGING_STATEMENT = 100;

/** Stages rows for this claim; a repeat of the same rows (same seq) is ignored. */
export function stageRowsStatement(db: Db, scope: JobScope, rows: StagedRow[]): D1PreparedStatement {
  return scoped(
    db,
    scope,
    `INSERT INTO import_staging (job_id, attempt, seq, line, key, payload)
     SELECT ?1, ?2, json_extract(value, '$.seq'), json_extract(value, '$.line'), json_extract(value, '$.key'),
            json_extract(value, '$.payload')
     FROM json_each(?3) WHERE true
     ON CONFLICT DO NOTHING`,
    JSON.stringify(rows),
  );
}

/** Rows an earlier, interrupted claim of the job left behind. */
export function clearEarlierAttemptsStatement(db: Db, scope: JobScope): D1PreparedStatement {
  const earlier = and(eq(importStaging.jobId, scope.jobId), lt(importStaging.attempt, scope.attempt));
  return d1Statement(db, db.delete(importStaging).where(earlier));
}

export function clearOwnStagingStatement(db: Db, scope: JobScope): D1PreparedStatement {
  const own = and(eq(importStaging.jobId, scope.jobId), eq(importStaging.attempt, scope.attempt));
  return d1Statement(db, db.delete(importStaging).where(own));
}

export function clearJobStagingStatement(db: Db, jobId: string): D1PreparedStatement {
  return d1Statement(db, db.delete(importStaging).where(eq(importStaging.jobId, jobId)));
}
