import { and, eq, exists, gte, lt, max, min, or, sql, type SQLWrapper } from "drizzle-orm";
import { union } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { editionStaging, importCounts, listEditions, listEntries, lists, restaurants } from "~/db/schema.server";
import type { EditionMeta } from "~/lib/evidence/edition-meta";
import { derivedChanged, derivedCounts, importCountsRow, targetId } from "../derived-counts.server";
import { guardHolds, jobClaimed, rowWhile } from "../guards.server";
import type { JobScope } from "../import-staging.server";
import { editionIdOf, isCurrentEdition, listIdOf } from "../list-ids.server";
import { coalesce, d1Statement } from "../sql.server";
import { draftEntriesStatement } from "./draft-entries.server";
import { draftOf, nextEditions } from "./draft-ids.server";
import { stagedEntriesOf } from "./staged-entry.server";

/**
 * A list edition import writes a draft in small statements no reader sees, its counts waiting in
 * import_counts; the switch-over (switch-over.server.ts) makes it current and copies the counts in
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
  const inStep = and(gte(editionStaging.seq, from), lt(editionStaging.seq, to));
  const known = exists(
    db
      .select({ one: sql`1` })
      .from(restaurants)
      .where(eq(restaurants.placeKey, editionStaging.key)),
  );
  return [
    draftEntriesStatement(db, scope, meta, inStep),
    d1Statement(
      db,
      db.delete(editionStaging).where(and(stagedEntriesOf(scope), inStep, guardHolds(db, jobClaimed(scope)), known)),
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
