import type { Db } from "~/db/client.server";
import { sweepEditionsStatements, sweepEntriesStatement } from "~/models/edition-sweep.server";
import { yieldToRequests } from "./pause";
import { runBatch } from "~/models/batch.server";

const ENTRIES_PER_STEP = 5_000;

/**
 * Removes, in small steps, what imports leave behind: the drafts of finished or failed jobs, editions an
 * import replaced, and counts nothing will copy (or, given a job id, that job's own earlier draft).
 */
export async function sweepLeftovers(db: Db, jobId: string | null = null): Promise<void> {
  for (;;) {
    const { meta } = await sweepEntriesStatement(db, jobId, ENTRIES_PER_STEP).run();
    if (meta.changes === 0) break;
    await yieldToRequests();
  }
  await runBatch(db, sweepEditionsStatements(db, jobId));
}
