import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { importJobs } from "~/db/schema.server";
import type { ImportPreview } from "~/lib/csv/import-preview";
import { runBatch } from "./batch.server";
import { isCurrentDataVersion } from "./data-version.server";
import { discardDraft } from "./edition-import/index.server";
import { jobClaimed } from "./guards.server";
import { MAX_REJECTED_ROWS, type ImportResult } from "./import-jobs.server";
import { clearJobStagingStatements, type JobScope } from "./import-staging.server";
import type { List } from "./list-ids.server";
import { d1Statement, sqliteNow } from "./sql.server";

/** A job stops at 'ready' with its staged rows (and an edition's draft and counts) unseen; Apply makes it 'applying'
 * for the queue's switch-over to land, Discard clears it. */

const job = (id: string, status: string, attempt: number) =>
  and(eq(importJobs.id, id), eq(importJobs.status, status), eq(importJobs.attempts, attempt));

/** The end of a claim's preview: staging, draft and counts are kept for the switch-over. */
export function previewReadyStatement(db: Db, scope: JobScope, result: ImportResult, preview: ImportPreview) {
  const ready = db
    .update(importJobs)
    .set({
      status: "ready",
      resultLevel: result.level,
      message: preview.summary,
      rowsDone: result.rowsDone,
      rowsTotal: result.rowsTotal,
      rejected: JSON.stringify(result.rejected.slice(0, MAX_REJECTED_ROWS)),
      preview: JSON.stringify(preview),
    })
    .where(jobClaimed(scope).where);
  return d1Statement(db, ready);
}

type Decision = "applying" | "stale" | "refused";

/** An admin's Apply of the preview they saw: 'applying' while its data is unchanged, else re-queued. */
export async function approveImport(db: Db, id: string, attempt: number): Promise<Decision> {
  const approved = await db
    .update(importJobs)
    .set({ status: "applying", startedAt: sqliteNow })
    .where(and(job(id, "ready", attempt), isCurrentDataVersion(db, importJobs.dataVersion)))
    .returning({ id: importJobs.id });
  if (approved.length) return "applying";
  return (await requeuePreview(db, id, attempt, "ready")) ? "stale" : "refused";
}

/** Back to 'queued', so the next claim makes the preview again from the stored file. */
export async function requeuePreview(db: Db, id: string, attempt: number, from: "ready" | "applying") {
  const { meta } = await db
    .update(importJobs)
    .set({ status: "queued", startedAt: sqliteNow, message: null })
    .where(job(id, from, attempt))
    .run();
  return meta.changes > 0;
}

/** The switch-over's first statement: no claim unless the data version is the preview's, so nothing later lands. */
export function switchOverClaimStatement(db: Db, scope: JobScope) {
  const claim = db
    .update(importJobs)
    .set({ status: "processing" })
    .where(and(job(scope.jobId, "applying", scope.attempt), isCurrentDataVersion(db, importJobs.dataVersion)));
  return d1Statement(db, claim);
}

/** Discard: the job ends 'discarded' and its preview's writes go, even an empty list row. False: not waiting. */
export async function discardImport(db: Db, id: string, attempt: number, list: List | null): Promise<boolean> {
  const { meta } = await db
    .update(importJobs)
    .set({ status: "discarded", finishedAt: sqliteNow, message: "Discarded: nothing was changed." })
    .where(job(id, "ready", attempt))
    .run();
  if (meta.changes === 0) return false;
  await runBatch(db, clearJobStagingStatements(db, id));
  await discardDraft(db, id, list);
  return true;
}
