import { and, desc, eq, exists, inArray, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { importJobs, restaurants } from "~/db/schema.server";
import { currentDataVersion } from "./data-version.server";
import { jobClaimed } from "./guards.server";
import { clearJobStagingStatements, clearStagingStatements, type JobScope } from "./import-staging.server";
import { coalesce, d1Statement, plusOne, sqliteNow } from "./sql.server";
import { runBatch } from "./batch.server";

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

/** Claims a job, bumps attempts and notes its preview's data version; null past processing (a redelivery). */
export async function startImportJob(db: Db, id: string): Promise<ImportJob | null> {
  const [job] = await db
    .update(importJobs)
    .set({
      status: "processing",
      startedAt: now(),
      attempts: plusOne(importJobs.attempts),
      dataVersion: sql`(${currentDataVersion(db)})`,
    })
    .where(and(eq(importJobs.id, id), inArray(importJobs.status, ["queued", "processing"])))
    .returning();
  return job ?? null;
}

export function progressStatement(db: Db, scope: JobScope, rowsDone: number, rowsTotal: number) {
  return d1Statement(db, db.update(importJobs).set({ rowsDone, rowsTotal }).where(jobClaimed(scope).where));
}

/** Finishes the job only if this claim still owns it; the finish time is SQLite's clock, after the batch's writes. */
export function finishImportStatement(db: Db, scope: JobScope, result: ImportResult) {
  const finished = db
    .update(importJobs)
    .set({
      status: result.level === "error" ? "failed" : "done",
      finishedAt: sqliteNow,
      resultLevel: result.level,
      message: result.message,
      rowsDone: result.rowsDone,
      rowsTotal: result.rowsTotal,
      rejected: JSON.stringify(result.rejected.slice(0, MAX_REJECTED_ROWS)),
    })
    .where(jobClaimed(scope).where);
  return d1Statement(db, finished);
}

/** While a job is processing, `message` holds the last failed attempt's reason (shown as a retry). */
export async function recordImportAttemptError(db: Db, id: string, reason: string) {
  await db
    .update(importJobs)
    .set({ message: reason.slice(0, 500) })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, "processing")));
}

/** A job the queue still owes work: its preview, or its switch-over once an admin applied it. */
const RUNNING = ["queued", "processing", "applying"];

/** The dead-letter verdict: the job fails with its reason; the raw file stays in R2. */
export async function markImportFailed(db: Db, id: string, message: (job: ImportJob) => string) {
  const job = await getImportJob(db, id);
  if (!job || !RUNNING.includes(job.status)) return;
  const failed = db
    .update(importJobs)
    .set({ status: "failed", finishedAt: now(), resultLevel: "error", message: message(job) })
    .where(and(eq(importJobs.id, id), inArray(importJobs.status, RUNNING)));
  await runBatch(db, [d1Statement(db, failed), ...clearJobStagingStatements(db, id)]);
}

/** No claim outlives a consumer's 15-minute run, so a job 'processing', 'applying' or 'queued' that long after
 * its last step was lost with its server. A 'ready' preview waits for the admin. */
const STALE_IMPORT_MS = 20 * 60 * 1000;
export const STALE_IMPORT_MESSAGE =
  "The import stopped before it finished (the server was interrupted), so nothing was changed. Please upload the file again.";

/** Fails stale jobs and clears their staged rows; a late claim of one can then change nothing. */
export async function failStaleImports(db: Db, nowMs = Date.now()): Promise<number> {
  const cutoff = new Date(nowMs - STALE_IMPORT_MS).toISOString();
  const stale = or(
    and(inArray(importJobs.status, ["processing", "applying"]), lt(importJobs.startedAt, cutoff)),
    // A preview queued again (its data changed) counts from then, not from its upload.
    and(eq(importJobs.status, "queued"), lt(coalesce(importJobs.startedAt, importJobs.createdAt), cutoff)),
  );
  const finishedJobs = db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(inArray(importJobs.status, ["failed", "done", "discarded"]));
  const [failed] = await runBatch(db, [
    d1Statement(
      db,
      db
        .update(importJobs)
        .set({
          status: "failed",
          finishedAt: new Date(nowMs).toISOString(),
          resultLevel: "error",
          message: STALE_IMPORT_MESSAGE,
        })
        .where(stale),
    ),
    ...clearStagingStatements(db, (staged) => inArray(staged.jobId, finishedJobs)),
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

/** Another import in the way: one adding hidden places, or, for an apply, one previewing; either is seen. */
export async function anotherImportBusy(db: Db, jobId: string, applying: boolean): Promise<boolean> {
  const adding = db
    .select({ one: sql`1` })
    .from(restaurants)
    .innerJoin(importJobs, eq(importJobs.id, restaurants.pendingJob))
    .where(
      and(isNotNull(restaurants.pendingJob), ne(restaurants.pendingJob, jobId), eq(importJobs.status, "applying")),
    );
  const previewing = db
    .select({ one: sql`1` })
    .from(importJobs)
    .where(and(ne(importJobs.id, jobId), eq(importJobs.status, "processing")));
  const busy = applying ? sql<number>`${exists(adding)} OR ${exists(previewing)}` : sql<number>`${exists(adding)}`;
  const [row] = await db.select({ busy }).from(sql`(SELECT 1)`);
  return Boolean(row?.busy);
}
