import { and, desc, eq, exists, gt, gte, lt, max, min, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { alias, union, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { importCounts, importStaging, listEditions, listEntries, lists, restaurants } from "~/db/schema.server";
import type { EditionMeta } from "~/lib/evidence/edition-meta";
import { derivedChanged, derivedCounts, importCountsRow, targetId } from "./derived-counts.server";
import { guardHolds, jobClaimed, rowWhile } from "./guards.server";
import { stagedBy, type JobScope } from "./import-staging.server";
import { draftOf, editionIdOf, isCurrentEdition, listIdOf, nextEditions } from "./list-ids.server";
import { notClosed, ranked } from "./restaurant-columns.server";
import { coalesce, d1Statement, sharedRank } from "./sql.server";
import { draftEntriesStatement } from "./draft-entries.server";

/**
 * A list edition import writes a draft in small statements no reader sees, its counts waiting in
 * import_counts; the switch-over (edition-import.server.ts) makes it current and copies the counts in
 * one short batch.
 */

/** The list (a new one has no current edition, so nothing shows it yet) and an empty draft edition. */
export function openDraftStatements(db: Db, scope: JobScope, meta: EditionMeta): D1PreparedStatement[] {
  const claim = jobClaimed(scope);
  const list = { sourceName: meta.source, slug: meta.list, title: meta.title, scope: meta.scope, kind: meta.kind };
  const draft = {
    listId: listIdOf(db, meta),
    edition: meta.edition,
    title: meta.title,
    scope: meta.scope,
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

/**
 * The entries of staged rows seq ∈ [from, to) that name a place we have, into the draft; those rows
 * then leave staging, so the switch-over only reads the rows of places it adds.
 */
export function draftEntriesStatements(db: Db, scope: JobScope, meta: EditionMeta, from: number, to: number) {
  const inStep = and(gte(importStaging.seq, from), lt(importStaging.seq, to));
  const known = exists(
    db
      .select({ one: sql`1` })
      .from(restaurants)
      .where(eq(restaurants.placeKey, importStaging.key)),
  );
  return [
    draftEntriesStatement(db, scope, meta, inStep),
    d1Statement(
      db,
      db.delete(importStaging).where(and(stagedBy(scope), inStep, guardHolds(db, jobClaimed(scope)), known)),
    ),
  ];
}

/** The restaurant ids the switch-over can change: on the draft or on the list's current edition. */
export async function affectedIdRange(db: Db, scope: JobScope, meta: EditionMeta) {
  const current = coalesce(editionIdOf(db, meta, isCurrentEdition), -1);
  const onEither = or(eq(listEntries.editionId, draftOf(db, scope, meta)), eq(listEntries.editionId, current));
  const [row] = await db
    .select({ lo: min(listEntries.restaurantId), hi: max(listEntries.restaurantId) })
    .from(listEntries)
    .where(and(onEither, guardHolds(db, jobClaimed(scope))));
  return row?.lo == null || row.hi == null ? null : { lo: row.lo, hi: row.hi };
}

/**
 * The counts of affected restaurants with ids in [from, to) as they will be, kept only where they
 * change: the switch-over writes exactly these rows.
 */
export function nextCountsStatement(db: Db, scope: JobScope, meta: EditionMeta, from: number, to: number) {
  const onEdition = (edition: SQLWrapper) =>
    db
      .select({ id: targetId(listEntries.restaurantId) })
      .from(listEntries)
      .where(
        and(eq(listEntries.editionId, edition), gte(listEntries.restaurantId, from), lt(listEntries.restaurantId, to)),
      );
  const current = editionIdOf(db, meta, isCurrentEdition);
  const targets = union(onEdition(draftOf(db, scope, meta)), onEdition(current));
  const { ctes, derived } = derivedCounts(db, targets, nextEditions(db, scope, meta));
  const counts = db
    .with(...ctes)
    .select(importCountsRow(scope, derived))
    .from(derived)
    .innerJoin(restaurants, eq(restaurants.id, derived.restaurantId))
    .where(and(derivedChanged(derived), guardHolds(db, jobClaimed(scope))));
  return d1Statement(db, db.insert(importCounts).select(counts).onConflictDoNothing());
}

/**
 * The shared ranks, now and once the draft is current, of the places whose counts it changes: one
 * window over the whole ranking each. Places the switch-over adds are not in it
 * yet.
 */
export function rankStatements(db: Db, scope: JobScope): D1PreparedStatement[] {
  const ours = and(
    eq(importCounts.jobId, scope.jobId),
    eq(importCounts.attempt, scope.attempt),
    guardHolds(db, jobClaimed(scope)),
  );
  // Shared ranks, as the cards show them: a place does not move because a namesake joined its tie.
  const rank = (count: AnySQLiteColumn | SQL) => sharedRank(desc(count)).as("rnk");
  const before = db
    .select({ id: restaurants.id, rnk: rank(restaurants.sourceCount) })
    .from(restaurants)
    .where(ranked)
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
