import { and, count, eq, gt, isNotNull, isNull, notInArray, or, sql, sum } from "drizzle-orm";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { importStaging, neighborhoodDescriptions, restaurants } from "~/db/schema.server";
import { guardHolds, jobClaimed } from "./guards.server";
import { stagedBy, stagedField, type JobScope } from "./import-staging.server";
import { rowFromJson, upsertOnSlug } from "./restaurant-upsert.server";
import { coalesce, d1Statement, differs, excluded, insertedRow, sqliteNow } from "./sql.server";

// Each switch-over statement copies staged rows live in one INSERT … SELECT or UPDATE … FROM, whatever the file's size.

/** Upserts staged rows by slug, changing a row only when a value differs (a re-import is a no-op). */
export function upsertListFromStagingStatement(db: Db, scope: JobScope) {
  const rows = db
    .select(rowFromJson((key) => stagedField(key)))
    .from(importStaging)
    .where(and(stagedBy(scope), guardHolds(db, jobClaimed(scope))))
    .orderBy(importStaging.seq);
  return d1Statement(db, upsertOnSlug(db, rows));
}

const stagedKeys = (db: Db, scope: JobScope) =>
  db.select({ key: importStaging.key }).from(importStaging).where(stagedBy(scope));

/** 'replace': rows whose slug the file does not list are removed, in the same batch as the upsert. */
export function deleteUnlistedStatement(db: Db, scope: JobScope) {
  const unlisted = notInArray(restaurants.slug, stagedKeys(db, scope));
  return d1Statement(db, db.delete(restaurants).where(and(guardHolds(db, jobClaimed(scope)), unlisted)));
}

/** How many staged rows the table already lists, and (replacing) how many of its rows the file does not: one query. */
export async function countListChanges(db: Db, scope: JobScope, replace: boolean) {
  const removed = db
    .select({ n: count() })
    .from(restaurants)
    .where(notInArray(restaurants.slug, stagedKeys(db, scope)));
  const [row] = await db
    .select({ existing: count(), removed: replace ? sql<number>`${removed}` : sql<number>`0` })
    .from(importStaging)
    .innerJoin(restaurants, eq(restaurants.slug, importStaging.key))
    .where(stagedBy(scope));
  return { existing: row?.existing ?? 0, removed: row?.removed ?? 0 };
}

/** An Instagram import: the Instagram fields of every restaurant whose name (case and accents aside) matches. */
export function updateInstagramFromStagingStatement(db: Db, scope: JobScope) {
  const handle = stagedField<string | null>("instagramHandle");
  const link = stagedField<string | null>("instagramEmbedLink");
  const changed = or(differs(restaurants.instagramHandle, handle), differs(restaurants.instagramEmbedLink, link));
  const update = db
    .update(restaurants)
    .set({
      instagramHandle: handle,
      instagramEmbedLink: link,
      hasInstagramEmbed: isNotNull(link),
      updatedAt: sqliteNow,
    })
    .from(importStaging)
    .where(
      and(stagedBy(scope), eq(importStaging.key, restaurants.sortName), guardHolds(db, jobClaimed(scope)), changed),
    );
  return d1Statement(db, update);
}

const unmatched = <T extends SQLiteSelect>(query: T, scope: JobScope) =>
  query
    .leftJoin(restaurants, eq(restaurants.sortName, importStaging.key))
    .where(and(stagedBy(scope), isNull(restaurants.id)));

/** Counts of matched New & Rising and other restaurants, and the staged rows matching none, in one query. */
export async function matchInstagramNames(db: Db, scope: JobScope, limit: number) {
  const unmatchedCount = unmatched(db.select({ n: count() }).from(importStaging).$dynamic(), scope);
  const [counts] = await db
    .select({
      newest: coalesce<number>(sum(gt(restaurants.mentions, 0)), 0),
      ranked: coalesce<number>(sum(eq(restaurants.mentions, 0)), 0),
      unmatched: sql<number>`${unmatchedCount}`,
    })
    .from(importStaging)
    .innerJoin(restaurants, eq(restaurants.sortName, importStaging.key))
    .where(stagedBy(scope));
  const rows = db
    .select({ line: importStaging.line, name: stagedField<string>("name") })
    .from(importStaging)
    .$dynamic();
  const unmatchedRows = await unmatched(rows, scope).orderBy(importStaging.seq).limit(limit);
  return {
    newest: counts?.newest ?? 0,
    ranked: counts?.ranked ?? 0,
    unmatchedCount: counts?.unmatched ?? 0,
    unmatched: unmatchedRows,
  };
}

/** A neighborhood import: upsert on slug; a file without meta_description keeps the one already stored. */
export function upsertNeighborhoodsFromStagingStatement(db: Db, scope: JobScope) {
  const table = neighborhoodDescriptions;
  const rows = db
    .select(
      insertedRow(table, {
        slug: importStaging.key,
        title: stagedField("title"),
        seoDescription: stagedField("seoDescription"),
        metaDescription: stagedField("metaDescription"),
      }),
    )
    .from(importStaging)
    .where(and(stagedBy(scope), guardHolds(db, jobClaimed(scope))))
    .orderBy(importStaging.seq);
  const keepStored = coalesce(excluded(table.metaDescription), table.metaDescription);
  const upsert = db
    .insert(table)
    .select(rows)
    .onConflictDoUpdate({
      target: table.slug,
      set: {
        title: excluded(table.title),
        seoDescription: excluded(table.seoDescription),
        metaDescription: keepStored,
      },
    });
  return d1Statement(db, upsert);
}
