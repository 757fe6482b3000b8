import type { Db } from "../../app/db/client.server";
import { finishImportStatement, type ImportJob } from "../../app/models/import-jobs.server";
import type { Env } from "../load-context";

/** Applies one claimed job. Importers are registered per kind; an unknown kind fails clearly. */
export async function applyImport(_env: Env, db: Db, job: ImportJob): Promise<void> {
  await finishImportStatement(db, job.id, {
    level: "error",
    message: `Import kind '${job.kind}' is not supported.`,
    rowsDone: 0,
    rowsTotal: 0,
    rejected: [],
  });
}
