import type { Db } from "~/db/client.server";
import { toImportJobView } from "~/lib/csv/import-job-view";
import { parseImportPreview } from "~/lib/csv/import-preview";
import { bumpDataVersionStatements } from "~/models/data-version.server";
import { finishImportStatement, type ImportJob, type ImportResultLevel } from "~/models/import-jobs.server";
import { requeuePreview, switchOverClaimStatement } from "~/models/import-preview.server";
import { clearOwnStagingStatements } from "~/models/import-staging.server";
import { publishDataMeta } from "../edge/data-markers";
import type { Env } from "../load-context";
import { importerFor } from "./apply-import";
import { sweepLeftovers } from "./sweep";
import { runBatch } from "~/models/batch.server";

/** ONE D1 batch, claimed only while the data is its preview's; else duplicates do nothing, moved data re-previews. */
export async function switchOverImport(env: Env, db: Db, job: ImportJob) {
  const scope = { jobId: job.id, attempt: job.attempts };
  const view = toImportJobView(job);
  const result = {
    level: (job.resultLevel ?? "success") as ImportResultLevel,
    message: parseImportPreview(job.preview)?.done ?? view.message ?? "",
    rowsDone: job.rowsDone,
    rowsTotal: job.rowsTotal,
    rejected: view.rejected,
  };
  const importer = importerFor(job);
  await importer.beforeSwitchOver?.(db, scope);
  const [claim] = await runBatch(db, [
    switchOverClaimStatement(db, scope),
    ...bumpDataVersionStatements(db, scope),
    ...importer.switchOver(db, scope),
    ...clearOwnStagingStatements(db, scope),
    finishImportStatement(db, scope, result),
  ]);
  const stale = claim.meta.changes === 0 && (await requeuePreview(db, job.id, job.attempts, "applying"));
  if (stale) await env.IMPORTS.send({ jobId: job.id });
  // What visitors see is final now: the edge stops serving pages of the old data before the clean-up.
  else await publishDataMeta(env);
  await sweepLeftovers(db);
  return { applied: claim.meta.changes > 0, stale };
}
