import type { Db } from "~/db/client.server";
import { fileFormatOf } from "~/lib/csv/import-kinds";
import type { ImportJob } from "~/models/import-jobs.server";
import type { Env } from "../load-context";
import { errorImporter, type Importer } from "./importer";
import { editionMetaSchema, withListSlug } from "~/lib/evidence/edition-meta";
import { instagramImporter } from "./importers/instagram";
import { listEditionImporter } from "./importers/list-edition";
import { neighborhoodsImporter } from "./importers/neighborhoods";
import { restaurantListImporter } from "./importers/restaurant-list";
import { arraySource, r2Source, type RecordSource } from "./record-source";
import { runImport } from "./run-import";
import { shippedRestaurants } from "./shipped-dataset";

/** Applies one claimed job: picks the importer for its kind and the source of its rows. */
export async function applyImport(env: Env, db: Db, job: ImportJob) {
  const scope = { jobId: job.id, attempt: job.attempts };
  const format = fileFormatOf(job.fileName);
  const list = job.kind === "restaurants";
  const source: RecordSource =
    list && job.mode === "reset" ? arraySource(shippedRestaurants) : r2Source(env.UPLOADS, job.fileKey, format);
  let importer: Importer;
  if (job.kind === "edition") importer = editionImporterFor(job.meta);
  else if (job.kind === "instagram") importer = instagramImporter();
  else if (job.kind === "neighborhoods") importer = neighborhoodsImporter();
  else if (list) importer = restaurantListImporter({ replace: job.mode !== "upsert", format });
  else importer = errorImporter(`Import kind '${job.kind}' is not supported.`);
  return runImport(db, scope, importer, source);
}

/** The edition's metadata was checked on upload; a job whose metadata no longer reads fails, changing nothing. */
function editionImporterFor(meta: string | null): Importer {
  try {
    return listEditionImporter(withListSlug(editionMetaSchema.parse(JSON.parse(meta ?? ""))));
  } catch {
    return errorImporter("This list edition's details are missing or unreadable. Upload it again.");
  }
}
