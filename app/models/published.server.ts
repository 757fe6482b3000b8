import { sql } from "drizzle-orm";
import { restaurants } from "~/db/schema.server";

/** Not a place an edition import is still adding: those stay out of every read until their job is done, so
 * its new places appear at once (docs/imports.md). The rank indexes carry pending_job, so reads check it there. */
export const published = sql`(${restaurants.pendingJob} IS NULL OR EXISTS (SELECT 1 FROM import_jobs WHERE import_jobs.id = ${restaurants.pendingJob} AND import_jobs.status = 'done'))`;
