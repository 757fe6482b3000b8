import { and, eq, exists, inArray, isNotNull, not, notExists, sql, type SQL } from "drizzle-orm";
import { alias, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { importCounts, importJobs, listEditions, listEntries, restaurants } from "~/db/schema.server";
import { d1Statement, rowid } from "../sql.server";

/** A job being processed, or a preview waiting to be applied: its draft and counts are still in use. */
const processing = (db: Db, jobId: AnySQLiteColumn) =>
  db
    .select({ one: sql`1` })
    .from(importJobs)
    .where(and(eq(importJobs.id, jobId), inArray(importJobs.status, ["processing", "ready", "applying"])));

/** Editions no reader will see again: finished or failed jobs' drafts, 'retired:' ones, or a retry's old draft. */
function leftoverEditions(db: Db, jobId: string | null) {
  return jobId === null
    ? and(isNotNull(listEditions.pendingJob), notExists(processing(db, listEditions.pendingJob)))
    : eq(listEditions.pendingJob, jobId);
}

/** Removes up to `limit` entries of leftover editions; run until it changes nothing. */
export function sweepEntriesStatement(db: Db, jobId: string | null, limit: number): D1PreparedStatement {
  const e = alias(listEntries, "e");
  const leftover = db
    .select({ rowid: rowid(e) })
    .from(listEditions)
    .innerJoin(e, eq(e.editionId, listEditions.id))
    .where(leftoverEditions(db, jobId))
    .limit(limit);
  return d1Statement(db, db.delete(listEntries).where(inArray(rowid(listEntries), leftover)));
}

/** The leftover editions, once their entries are gone, and counts no switch-over will copy. */
export function sweepEditionsStatements(db: Db, jobId: string | null): D1PreparedStatement[] {
  const unused = jobId === null ? notExists(processing(db, importCounts.jobId)) : eq(importCounts.jobId, jobId);
  return [db.delete(listEditions).where(leftoverEditions(db, jobId)), db.delete(importCounts).where(unused)].map(
    (query) => d1Statement(db, query),
  );
}

/** Up to `limit` hidden places from edition imports: published once their job is done, removed once it never can be. */
export function settleHiddenPlacesStatements(db: Db, limit: number): D1PreparedStatement[] {
  const r = alias(restaurants, "r");
  const jobIs = (statuses: string[]) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(importJobs)
        .where(and(eq(importJobs.id, r.pendingJob), inArray(importJobs.status, statuses))),
    );
  const places = (which: SQL | undefined) =>
    db
      .select({ rowid: rowid(r) })
      .from(r)
      .where(and(isNotNull(r.pendingJob), which))
      .limit(limit);
  return [
    db
      .update(restaurants)
      .set({ pendingJob: null })
      .where(inArray(rowid(restaurants), places(jobIs(["done"])))),
    db.delete(restaurants).where(inArray(rowid(restaurants), places(not(jobIs(["applying", "done"]))))),
  ].map((query) => d1Statement(db, query));
}
