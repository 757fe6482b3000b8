import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { importJobs } from "~/db/schema.server";
import { clearJobStagingStatement, scoped, type JobScope } from "./import-staging.server";

export type ImportJob = typeof importJobs.$inferSelect;
export type ImportResultLevel = "success" | "warning" | "error";
export type RejectedRow = { line: number; reason: string };
export type ImportResult = {
  level: ImportResultLevel;
  message: string;
  rowsDone: number;
  rowsTotal: number;
  rejected: RejectedRow[];
};

/** How many rejected rows a job keeps for the admin to read. */
export const MAX_REJECTED_ROWS = 500;

const now = () => new Date().toISOString();

export async function createImportJob(db: Db, job: typeof importJobs.$inferInsert): Promise<ImportJob> {
  const [created] = await db.insert(importJobs).values(job).returning();
  return created;
}

/**
 * Claims a job for processing and bumps its attempt count. Returns null when it is already
 * finished (a redelivered message), so the consumer acks it without doing the work again.
 */
export async function startImportJob(db: Db, id: string): Promise<ImportJob | null> {
  const [job] = await db
    .update(importJobs)
    .set({ status: "processing", startedAt: now(), attempts: sql`${importJobs.attempts} + 1` })
    .where(and(eq(importJobs.id, id), inArray(importJobs.status, ["queued", "processing"])))
    .returning();
  return job ?? null;
}

export function progressStatement(db: Db, scope: JobScope, rowsDone: number, rowsTotal: number) {
  return scoped(
    db,
    scope,
    `UPDATE import_jobs SET rows_done = ?3, rows_total = ?4 WHERE id = ?1 AND attempts = ?2 AND status = 'processing'`,
    rowsDone,
    rowsTotal,
  );
}

/**
 * The last statement of a switch-over: it finishes the job only if this claim still owns it. The
 * finish time is SQLite's clock when the statement runs, after the batch's writes, not when it was built.
 */
export function finishImportStatement(db: Db, scope: JobScope, result: ImportResult) {
  return scoped(
    db,
    scope,
    `UPDATE import_jobs SET status = ?3, finished_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), result_level = ?4,
       message = ?5, rows_done = ?6, rows_total = ?7, rejected = ?8
     WHERE id = ?1 AND attempts = ?2 AND status = 'processing'`,
    result.level === "error" ? "failed" : "done",
    result.level,
    result.message,
    result.rowsDone,
    result.rowsTotal,
    JSON.stringify(result.rejected.slice(0, MAX_REJECTED_ROWS)),
  );
}

/** While a job is processing, `message` holds the last failed attempt's reason (shown as a retry). */
export async function recordImportAttemptError(db: Db, id: string, reason: string) {
  await db
    .update(importJobs)
    .set({ message: reason.slice(0, 500) })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, "processing")));
}

/** The dead-letter verdict: the job fails with its reason; the raw file stays in R2. */
export async function markImportFailed(db: Db, id: string, message: (job: ImportJob) => string) {
  const job = await getImportJob(db, id);
  if (!job || (job.status !== "queued" && job.status !== "processing")) return;
  const update = db
    .update(importJobs)
    .set({ status: "failed", finishedAt: now(), resultLevel: "error", message: message(job) })
    .where(and(eq(importJobs.id, id), inArray(importJobs.status, ["queued", "processing"])));
  const query = update.toSQL();
  await db.$client.batch([db.$client.prepare(query.sql).bind(...query.params), clearJobStagingStatement(db, id)]);
}

/**
 * No claim of a job outlives a queue consumer's 15-minute run, so a job still 'processing' that long
 * after its last claim (or still 'queued' that long after upload) was lost with its server.
 */
const STALE_IMPORT_MS = 20 * 60 * 1000;
export const STALE_IMPORT_MESSAGE =
  "The import stopped before it finished (the server was interrupted), so nothing was changed. Please upload the file again.";

/** Fails stale jobs and clears their staged rows; a late claim of one can then change nothing. */
export async function failStaleImports(db: Db, nowMs = Date.now()): Promise<number> {
  const cutoff = new Date(nowMs - STALE_IMPORT_MS).toISOString();
  const [failed] = await db.$client.batch([
    db.$client
      .prepare(
        `UPDATE import_jobs SET status = 'failed', finished_at = ?2, result_level = 'error', message = ?3
         WHERE (status = 'processing' AND started_at < ?1) OR (status = 'queued' AND created_at < ?1)`,
      )
      .bind(cutoff, new Date(nowMs).toISOString(), STALE_IMPORT_MESSAGE),
    db.$client.prepare(
      `DELETE FROM import_staging WHERE job_id IN (SELECT id FROM import_jobs WHERE status IN ('failed', 'done'))`,
    ),
  ]);
  return failed.meta.changes;
}

export async function getImportJob(db: Db, id: string): Promise<ImportJob | undefined> {
  const [job] = await db.select().from(importJobs).where(eq(importJobs.id, id)).limit(1);
  return job;
}

export async function listImportJobs(db: Db, options: { kinds?: string[]; limit?: number } = {}): Promise<ImportJob[]> {
  return db
    .select()
    .from(importJobs)
    .where(options.kinds?.length ? inArray(importJobs.kind, options.kinds) : undefined)
    .orderBy(desc(importJobs.createdAt))
    .limit(options.limit ?? 20);
}
