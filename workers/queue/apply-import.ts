import type { Db } from "~/db/client.server";
import { fileFormatOf } from "~/lib/csv/import-kinds";
import type { ImportJob } from "~/models/import-jobs.server";
import type { Env } from "../load-context";
import { errorImporter, type Importer } from "./importer";
import { storedEditionMeta } from "~/lib/evidence/edition-meta";
import { instagramImporter } from "./importers/instagram";
import { listEditionImporter } from "./importers/list-edition";
import { neighborhoodsImporter } from "./importers/neighborhoods";
import { restaurantListImporter } from "./importers/restaurant-list";
import { arraySource, r2Source, type RecordSource } from "./record-source";
import { runImport } from "./run-import";
import { shippedRestaurants } from "./shipped-dataset";

/** Prepares one claimed job's preview: the importer for its kind, over the source of its rows. */
export async function previewImport(env: Env, db: Db, job: ImportJob) {
  const scope = { jobId: job.id, attempt: job.attempts };
  const source: RecordSource =
    job.kind === "restaurants" && job.mode === "reset"
      ? arraySource(shippedRestaurants)
      : r2Source(env.UPLOADS, job.fileKey, fileFormatOf(job.fileName));
  return runImport(db, scope, importerFor(job), source);
}

/** The importer of a job's kind, mode and (for an edition) details. */
export function importerFor(job: ImportJob): Importer {
  if (job.kind === "edition") return editionImporterFor(job.meta);
  if (job.kind === "instagram") return instagramImporter();
  if (job.kind === "neighborhoods") return neighborhoodsImporter();
  if (job.kind === "restaurants")
    return restaurantListImporter({ replace: job.mode !== "upsert", format: fileFormatOf(job.fileName) });
  return errorImporter(`Import kind '${job.kind}' is not supported.`);
}

/** The edition's metadata was checked on upload; a job whose metadata no longer reads fails, changing nothing. */
function editionImporterFor(stored: string | null): Importer {
  const meta = storedEditionMeta(stored);
  return meta
    ? listEditionImporter(meta)
    : errorImporter("This list edition's details are missing or unreadable. Upload it again.");
}
