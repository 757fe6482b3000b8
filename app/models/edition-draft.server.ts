import { and, desc, eq, exists, gt, gte, lt, max, min, or, sql, type SQL } from "drizzle-orm";
import { alias, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { importCounts, importStaging, listEditions, listEntries, lists, restaurants } from "~/db/schema.server";
import type { EditionMeta } from "~/lib/evidence/edition-meta";
import { DERIVED_CHANGED, derivedCountsSql, SOURCE_BITS } from "./evidence.server";
import { guardHolds, jobClaimed, rowWhile } from "./guards.server";
import { OWNS_JOB, scoped, type JobScope } from "./import-staging.server";
import { editionIdOf, isCurrentEdition, listIdOf } from "./list-ids.server";
import { notClosed } from "./restaurant-columns.server";
import { coalesce, d1Statement, windowRank } from "./sql.server";

/**
 * A list edition import writes its edition as a draft, in small statements no reader sees: the draft
 * is never current, and the counts it will cause wait in import_counts. The switch-over
 * (edition-import.server.ts) then makes it current and copies the counts in one short batch.
 * The entries and counts statements stay text because the switch-over embeds the same text; they
 * bind ?1 job id, ?2 attempt, ?3 source, ?4 list slug, ?5 edition.
 */
const STAGED = `s.job_id = ?1 AND s.attempt = ?2`;
export const LIST = `(SELECT id FROM lists WHERE source_name = ?3 AND slug = ?4)`;
const DRAFT = `(SELECT id FROM list_editions WHERE pending_job = ?1 AND list_id = ${LIST})`;
const CURRENT = `(SELECT id FROM list_editions WHERE list_id = ${LIST} AND is_current = 1)`;
/** The editions current once the draft is: every list's current one, this list's replaced by the draft. */
export const NEXT_EDITIONS = `(d.is_current = 1 AND d.list_id IS NOT ${LIST}) OR d.id = ${DRAFT}`;

function editionScoped(db: Db, scope: JobScope, meta: EditionMeta, query: string, ...params: unknown[]) {
  return scoped(db, scope, query, meta.source, meta.list, meta.edition, ...params);
}

/** The list (a new one has no current edition, so nothing shows it yet) and an empty draft edition. */
export function openDraftStatements(db: Db, scope: JobScope, meta: EditionMeta): D1PreparedStatement[] {
  const claim = jobClaimed(scope);
  const list = { sourceName: meta.source, slug: meta.list, title: meta.title, scope: meta.scope, kind: meta.kind };
  const draft = {
    listId: listIdOf(db, meta),
    edition: meta.edition,
    url: meta.url,
    published: meta.published,
    readOn: meta.read,
    declaredSize: meta.declaredSize,
    isCurrent: 0,
    pendingJob: scope.jobId,
  };
  return [
    db
      .insert(lists)
      .select(rowWhile(db, lists, { ...list, ranked: meta.ranked ? 1 : 0 }, claim))
      .onConflictDoNothing({ target: [lists.sourceName, lists.slug] }),
    db.insert(listEditions).select(rowWhile(db, listEditions, draft, claim)),
  ].map((query) => d1Statement(db, query));
}

/** The entries of the staged rows `where` picks that name a place we have, into the draft (?1–?4 bound). */
export function draftEntriesSql(where: string): string {
  return `INSERT INTO list_entries (edition_id, restaurant_id, rank, distinction)
    SELECT ${DRAFT}, r.id, json_extract(s.payload, '$.rank'), json_extract(s.payload, '$.distinction')
    FROM import_staging s JOIN restaurants r ON r.place_key = s.key
    WHERE ${where} AND ${OWNS_JOB}
    ON CONFLICT DO NOTHING`;
}

/**
 * The entries of staged rows seq ∈ [from, to) that name a place we have, into the draft; those rows
 * then leave staging, so the switch-over only reads the rows of places it adds.
 */
export function draftEntriesStatements(db: Db, scope: JobScope, meta: EditionMeta, from: number, to: number) {
  const inStep = and(
    eq(importStaging.jobId, scope.jobId),
    eq(importStaging.attempt, scope.attempt),
    gte(importStaging.seq, from),
    lt(importStaging.seq, to),
  );
  const known = exists(
    db
      .select({ one: sql`1` })
      .from(restaurants)
      .where(eq(restaurants.placeKey, importStaging.key)),
  );
  return [
    editionScoped(db, scope, meta, draftEntriesSql(`${STAGED} AND s.seq >= ?6 AND s.seq < ?7`), from, to),
    d1Statement(db, db.delete(importStaging).where(and(inStep, guardHolds(db, jobClaimed(scope)), known))),
  ];
}

/** The restaurant ids the switch-over can change: on the draft or on the list's current edition. */
export async function affectedIdRange(db: Db, scope: JobScope, meta: EditionMeta) {
  const draft = editionIdOf(db, meta, eq(listEditions.pendingJob, scope.jobId));
  const current = coalesce(editionIdOf(db, meta, isCurrentEdition), -1);
  const onEither = or(eq(listEntries.editionId, draft), eq(listEntries.editionId, current));
  const [row] = await db
    .select({ lo: min(listEntries.restaurantId), hi: max(listEntries.restaurantId) })
    .from(listEntries)
    .where(and(onEither, guardHolds(db, jobClaimed(scope))));
  return row?.lo == null || row.hi == null ? null : { lo: row.lo, hi: row.hi };
}

/**
 * The counts of affected restaurants with ids in [?6, ?7) as they will be, kept only where they change:
 * the switch-over writes exactly these rows.
 */
export function nextCountsStatement(db: Db, scope: JobScope, meta: EditionMeta, from: number, to: number) {
  const onEdition = (edition: string) =>
    `SELECT restaurant_id FROM list_entries WHERE edition_id = ${edition} AND restaurant_id >= ?6 AND restaurant_id < ?7`;
  return editionScoped(
    db,
    scope,
    meta,
    `INSERT INTO import_counts (job_id, attempt, restaurant_id, source_count, source_mask, sources, mentions)
     WITH ${derivedCountsSql(`${onEdition(DRAFT)} UNION ${onEdition(CURRENT)}`, NEXT_EDITIONS, "?8")}
     SELECT ?1, ?2, d.rid, d.cnt, d.mask, d.names, d.fresh FROM derived d JOIN restaurants ON restaurants.id = d.rid
     WHERE ${DERIVED_CHANGED} AND ${OWNS_JOB}
     ON CONFLICT DO NOTHING`,
    from,
    to,
    SOURCE_BITS,
  );
}

/**
 * The ranks, now and once the draft is current, of the places whose counts it changes, by the site's
 * ranking (not closed, on at least one list; most lists first, then A to Z): a window over the whole
 * ranking each, one step apiece. Places the switch-over adds are not in it yet.
 */
export function rankStatements(db: Db, scope: JobScope): D1PreparedStatement[] {
  const ours = and(
    eq(importCounts.jobId, scope.jobId),
    eq(importCounts.attempt, scope.attempt),
    guardHolds(db, jobClaimed(scope)),
  );
  const rank = (count: AnySQLiteColumn | SQL) => windowRank(desc(count), restaurants.sortName).as("rnk");
  const before = db
    .select({ id: restaurants.id, rnk: rank(restaurants.sourceCount) })
    .from(restaurants)
    .where(and(notClosed, gt(restaurants.sourceCount, 0)))
    .as("w");
  const c = alias(importCounts, "c");
  const next = coalesce<number>(c.sourceCount, restaurants.sourceCount);
  const after = db
    .select({ id: restaurants.id, rnk: rank(next) })
    .from(restaurants)
    .leftJoin(c, and(eq(c.restaurantId, restaurants.id), eq(c.jobId, scope.jobId), eq(c.attempt, scope.attempt)))
    .where(and(notClosed, gt(next, 0)))
    .as("w");
  return [
    db
      .update(importCounts)
      .set({ rankBefore: sql`${before.rnk}` })
      .from(before)
      .where(and(eq(before.id, importCounts.restaurantId), ours)),
    db
      .update(importCounts)
      .set({ rankAfter: sql`${after.rnk}` })
      .from(after)
      .where(and(eq(after.id, importCounts.restaurantId), ours)),
  ].map((query) => d1Statement(db, query));
}
