import { createDb } from "../../app/db/client.server";
import { markImportFailed, startImportJob } from "../../app/models/import-jobs.server";
import type { Env, ImportMessage } from "../load-context";
import { applyImport } from "./apply-import";

const DEAD_LETTER_QUEUE = "la-eats-ranked-imports-dlq";

/**
 * One message per import job. Delivery is at least once: a job that is already done is acked
 * without work, and every write is idempotent, so a redelivery never applies a file twice.
 */
export async function handleImportBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    const { jobId } = (message.body ?? {}) as Partial<ImportMessage>;
    if (typeof jobId !== "string") {
      console.error("import message without a job id", message.id);
      message.ack();
      continue;
    }
    if (batch.queue === DEAD_LETTER_QUEUE) {
      await markImportFailed(db, jobId, "The import failed after several attempts. The file is kept; try again.");
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
      message.ack();
    } catch (error) {
      console.error("import attempt failed", jobId, error);
      message.retry({ delaySeconds: Math.min(60, 5 * 2 ** message.attempts) });
    }
  }
}
