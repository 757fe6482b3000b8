import { and, count, eq, exists, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { importCounts, importStaging, listEditions, lists, restaurants } from "~/db/schema.server";
import type { EditionMeta } from "~/lib/evidence/edition-meta";
import { derivedCounts, importCountsRow, targetId } from "./derived-counts.server";
import { draftEntriesStatement } from "./draft-entries.server";
import { bumpedVersion, editionChangeStatement } from "./edition-change.server";
import { asOfDateStatement } from "./evidence.server";
import { guardHolds, jobClaimed } from "./guards.server";
import { stagedBy, stagedField, type JobScope } from "./import-staging.server";
import { isCurrentEdition, listIdOf, nextEditions } from "./list-ids.server";
import { rowFromJson } from "./restaurant-upsert.server";
import { caseWhen, d1Statement, joined } from "./sql.server";

/** A list edition import's checks and switch-over; every write is guarded by this claim's ownership of the job. */

/** Staged rows naming a place we do not have. */
export const unknownPlace = (db: Db) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(restaurants)
      .where(eq(restaurants.placeKey, importStaging.key)),
  );
/** Why a staged row of a place we do not have cannot add it (a missing cuisine, neighborhood or address). */
export const addProblem = stagedField<string | null>("addProblem");

/** Staged rows naming a place we do not have and lacking the facts to add it: rejected, by line. */
export async function unplaceableRows(db: Db, scope: JobScope, limit: number) {
  return db
    .select({
      line: importStaging.line,
      name: stagedField<string>("restaurant.name"),
      problem: sql<string>`${addProblem}`,
    })
    .from(importStaging)
    .where(and(stagedBy(scope), unknownPlace(db), isNotNull(addProblem)))
    .orderBy(importStaging.seq)
    .limit(limit);
}

export async function countNewPlaces(db: Db, scope: JobScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(importStaging)
    .where(and(stagedBy(scope), unknownPlace(db), isNull(addProblem)));
  return row?.n ?? 0;
}

/** The places the file adds, in file order; a slug another place has takes its neighborhood's. */
function addedPlacesStatement(db: Db, scope: JobScope) {
  const slug = stagedField<string>("restaurant.slug");
  const slugTaken = exists(
    db
      .select({ one: sql`1` })
      .from(restaurants)
      .where(eq(restaurants.slug, slug)),
  );
  const value = (key: string) =>
    key === "slug"
      ? caseWhen(slugTaken, joined(slug, "-", stagedField("restaurant.neighborhoodSlug")), slug)
      : stagedField(`restaurant.${key}`);
  const places = db
    .select(rowFromJson(value))
    .from(importStaging)
    .where(and(stagedBy(scope), guardHolds(db, jobClaimed(scope)), unknownPlace(db), isNull(addProblem)))
    .orderBy(importStaging.seq);
  return d1Statement(db, db.insert(restaurants).select(places).onConflictDoNothing());
}

/** The counts of the places the file adds, as they will be once the draft is current. */
function addedCountsStatement(db: Db, scope: JobScope, meta: EditionMeta) {
  const added = db
    .select({ id: targetId(restaurants.id) })
    .from(importStaging)
    .innerJoin(restaurants, eq(restaurants.placeKey, importStaging.key))
    .where(stagedBy(scope));
  const { ctes, derived } = derivedCounts(db, added, nextEditions(db, scope, meta));
  const counts = db
    .with(...ctes)
    .select(importCountsRow(scope, derived))
    .from(derived)
    .where(guardHolds(db, jobClaimed(scope)));
  return d1Statement(db, db.insert(importCounts).select(counts).onConflictDoNothing());
}

/**
 * The switch-over batch after the draft is written (edition-draft.server.ts) that makes it current; its work
 * grows with the places added and the counts changed, never with the file (decision 027).
 */
export function editionSwitchOverStatements(db: Db, scope: JobScope, meta: EditionMeta): D1PreparedStatement[] {
  const claimed = guardHolds(db, jobClaimed(scope));
  const ofList = eq(listEditions.listId, listIdOf(db, meta));
  const details = { title: meta.title, scope: meta.scope, kind: meta.kind, ranked: meta.ranked };
  const ours = and(eq(importCounts.jobId, scope.jobId), eq(importCounts.attempt, scope.attempt));
  const counted = (column: keyof typeof importCounts.$inferSelect) => sql`${importCounts[column]}`;
  const switchOver = [
    db
      .update(lists)
      .set(details)
      .where(and(eq(lists.sourceName, meta.source), eq(lists.slug, meta.list), claimed)),
    // An edition of the draft's name is retired for the sweep.
    db
      .update(listEditions)
      .set({ pendingJob: `retired:${scope.jobId}`, isCurrent: false })
      .where(and(ofList, eq(listEditions.edition, meta.edition), isNull(listEditions.pendingJob), claimed)),
    db
      .update(listEditions)
      .set({ isCurrent: false })
      .where(and(ofList, isCurrentEdition, claimed)),
    db
      .update(listEditions)
      .set({ pendingJob: null, isCurrent: true })
      .where(and(eq(listEditions.pendingJob, scope.jobId), ofList, claimed)),
  ];
  const moved = db
    .update(restaurants)
    .set({
      sourceCount: counted("sourceCount"),
      sourceMask: counted("sourceMask"),
      sources: counted("sources"),
      mentions: counted("mentions"),
      movedIn: sql`${bumpedVersion(db)}`,
      rankBefore: counted("rankBefore"),
      rankAfter: counted("rankAfter"),
    })
    .from(importCounts)
    .where(and(ours, eq(importCounts.restaurantId, restaurants.id), claimed));
  return [
    addedPlacesStatement(db, scope),
    draftEntriesStatement(db, scope, meta, undefined),
    addedCountsStatement(db, scope, meta),
    ...switchOver.map((query) => d1Statement(db, query)),
    editionChangeStatement(db, scope, meta),
    d1Statement(db, moved),
    asOfDateStatement(db),
  ];
}
