import type { Db } from "~/db/client.server";
import {
  settleHiddenPlacesStatements,
  sweepEditionsStatements,
  sweepEntriesStatement,
} from "~/models/edition-import/index.server";
import { yieldToRequests } from "./pause";
import { runBatch } from "~/models/batch.server";

const ENTRIES_PER_STEP = 5_000;
const PLACES_PER_STEP = 2_000;

/** Removes import leftovers in small steps (stale drafts, replaced editions, orphan counts), settles hidden places. */
export async function sweepLeftovers(db: Db, jobId: string | null = null): Promise<void> {
  for (;;) {
    const { meta } = await sweepEntriesStatement(db, jobId, ENTRIES_PER_STEP).run();
    if (meta.changes === 0) break;
    await yieldToRequests();
  }
  await runBatch(db, sweepEditionsStatements(db, jobId));
  for (;;) {
    const settled = await runBatch(db, settleHiddenPlacesStatements(db, PLACES_PER_STEP));
    if (settled.every(({ meta }) => meta.changes === 0)) break;
    await yieldToRequests();
  }
}
