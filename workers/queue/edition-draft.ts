import type { Db } from "~/db/client.server";
import type { EditionMeta } from "~/lib/evidence/edition-meta";
import {
  affectedIdRange,
  draftEntriesStatements,
  nextCountsStatement,
  openDraftStatements,
  rankStatements,
} from "~/models/edition-import/index.server";
import type { JobScope } from "~/models/import-staging.server";
import { yieldToRequests } from "./pause";
import { sweepLeftovers } from "./sweep";
import { runBatch } from "~/models/batch.server";

/** Staged rows per draft step, and restaurant ids per counting step: steps short enough that requests get in between. */
const ROWS_PER_STEP = 1_000;
const IDS_PER_STEP = 2_000;

/** A hidden draft in small batches (docs/imports.md), serving visitors between; a retry removes its old draft. */
export async function writeEditionDraft(db: Db, scope: JobScope, meta: EditionMeta, staged: number) {
  await sweepLeftovers(db, scope.jobId);
  await runBatch(db, openDraftStatements(db, scope, meta));
  for (let from = 0; from < staged; from += ROWS_PER_STEP) {
    await runBatch(db, draftEntriesStatements(db, scope, meta, from, from + ROWS_PER_STEP));
    await yieldToRequests();
  }
  const range = await affectedIdRange(db, scope, meta);
  if (!range) return;
  for (let from = range.lo; from <= range.hi; from += IDS_PER_STEP) {
    await nextCountsStatement(db, scope, meta, from, from + IDS_PER_STEP).run();
    await yieldToRequests();
  }
  for (const statement of rankStatements(db, scope)) {
    await statement.run();
    await yieldToRequests();
  }
}
