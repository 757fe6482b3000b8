import { createDb } from "~/db/client.server";
import { failureMessage } from "~/lib/csv/import-messages";
import { markImportFailed, recordImportAttemptError, startImportJob } from "~/models/import-jobs.server";
import { publishDataMeta } from "~/services/data-stamp.server";
import { checkEnv } from "~/services/env.server";
import type { Env, ImportMessage } from "../load-context";
import { applyImport } from "./apply-import";

const DEAD_LETTER_QUEUE = "la-eats-ranked-imports-dlq";

/** Seconds before a failed attempt is retried: 10, 20, 40 … capped at 5 minutes. */
export function retryDelay(attempts: number): number {
  return Math.min(300, 10 * 2 ** Math.max(0, attempts - 1));
}

/**
 * One message per import job. Delivery is at least once: claiming bumps the job's attempt
 * count and the switch-over only lands for the claim that owns the job, so a redelivered,
 * duplicated or crashed-and-retried message applies a file exactly once.
 */
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
    const job = await startImportJob(db, jobId);
    if (!job) {
      message.ack();
      continue;
    }
    try {
      await applyImport(env, db, job);
      // The edge cache's copy of the data markers: pages rendered from the import are stored from now on.
      await publishDataMeta(env);
      message.ack();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error("import attempt failed", jobId, error);
      await recordImportAttemptError(db, jobId, reason).catch(() => undefined);
      message.retry({ delaySeconds: retryDelay(message.attempts) });
    }
  }
}
