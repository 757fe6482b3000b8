import { createDb, type Db } from "~/db/client.server";
import { failureMessage } from "~/lib/csv/import-messages";
import {
  anotherImportBusy,
  getImportJob,
  markImportFailed,
  recordImportAttemptError,
  startImportJob,
} from "~/models/import-jobs.server";
import { publishDataMeta } from "../edge/data-markers";
import { checkEnv } from "~/services/env.server";
import type { Env, ImportMessage } from "../load-context";
import { previewImport } from "./apply-import";
import { switchOverImport } from "./switch-over";

const DEAD_LETTER_QUEUE = "la-eats-ranked-imports-dlq";
/** Seconds before a step another import is in the way of is tried again. */
const BUSY_RETRY_SECONDS = 5;

/** Seconds before a failed attempt is retried: 10, 20, 40 … capped at 5 minutes. */
export function retryDelay(attempts: number): number {
  return Math.min(300, 10 * 2 ** Math.max(0, attempts - 1));
}

/** One message per import step (preview, then switch-over); the job's status says which. Delivery is at-least-once, so
 * writes land only for the claim owning the job in that status: a file applies exactly once. */
export async function handleImportBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  // A misconfigured deploy fails the batch (retried later) naming what is missing, before touching a job.
  const problem = checkEnv(env);
  if (problem) throw new Error(`environment: ${problem}`);
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    const { jobId } = (message.body ?? {}) as Partial<ImportMessage>;
    if (typeof jobId !== "string") {
      console.error("import message without a job id", message.id);
      message.ack();
      continue;
    }
    if (batch.queue === DEAD_LETTER_QUEUE) {
      await markImportFailed(db, jobId, (job) =>
        failureMessage(
          job.kind,
          `The import failed after ${job.attempts} attempts. Last error: ${job.message ?? "unknown"}.`,
        ),
      );
      message.ack();
      continue;
    }
    try {
      // The edge cache's copy of the data markers: pages rendered from the import are stored from now on.
      if (await runStep(env, db, jobId)) await publishDataMeta(env);
      message.ack();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error("import attempt failed", jobId, error);
      await recordImportAttemptError(db, jobId, reason).catch(() => undefined);
      message.retry({ delaySeconds: retryDelay(message.attempts) });
    }
  }
}

/** True when markers are still to publish: a switch-over publishes before clean-up; redeliveries change nothing. */
async function runStep(env: Env, db: Db, jobId: string): Promise<boolean> {
  const approved = await getImportJob(db, jobId);
  const applying = approved?.status === "applying";
  // One import at a time near places added hidden; the message comes back to try again.
  if ((applying || approved?.status === "queued") && (await anotherImportBusy(db, jobId, applying))) {
    await env.IMPORTS.send({ jobId }, { delaySeconds: BUSY_RETRY_SECONDS });
    return false;
  }
  if (applying) {
    await switchOverImport(env, db, approved);
    return false;
  }
  const job = await startImportJob(db, jobId);
  if (job) await previewImport(env, db, job);
  return job !== null;
}
