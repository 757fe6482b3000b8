import {
  and,
  count,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  max,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { importCounts, importJobs, importStaging, listEditions, lists, restaurants } from "~/db/schema.server";
import type { EditionMeta } from "~/lib/evidence/edition-meta";
import { derivedCounts, importCountsRow, targetId } from "./derived-counts.server";
import { draftEntriesStatement } from "./draft-entries.server";
import { bumpedVersion, editionChangeStatement } from "./edition-change.server";
import { asOfDateStatement } from "./evidence.server";
import { isCurrentDataVersion } from "./data-version.server";
import { guardHolds, jobClaimed, type RowGuard } from "./guards.server";
import { stagedBy, stagedField, type JobScope } from "./import-staging.server";
import { isCurrentEdition, listIdOf, nextEditions } from "./list-ids.server";
import { rowFromJson } from "./restaurant-upsert.server";
import { caseWhen, d1Statement, joined } from "./sql.server";

/** A list edition import's checks and switch-over; every write is guarded by this claim's ownership of the job. */

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

/** This job, applied by an admin and not yet switched over, while the data is the version its preview saw. */
const jobApproved = (db: Db, scope: JobScope): RowGuard => ({
  table: importJobs,
  where: and(
    eq(importJobs.id, scope.jobId),
    eq(importJobs.status, "applying"),
    eq(importJobs.attempts, scope.attempt),
    isCurrentDataVersion(db, importJobs.dataVersion),
  ),
});

const stagedBetween = (from: number, to: number) => and(gte(importStaging.seq, from), lt(importStaging.seq, to));

/** The places the rows `within` add, in file order, hidden until the job is done; a taken slug gets a suffix. */
function addedPlacesStatement(db: Db, scope: JobScope, within: SQL | undefined) {
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
    .select({ ...rowFromJson(value), pendingJob: sql`${scope.jobId}`.as("pending_job") })
    .from(importStaging)
    .where(and(stagedBy(scope), within, guardHolds(db, jobApproved(db, scope)), unknownPlace(db), isNull(addProblem)))
    .orderBy(importStaging.seq);
  return d1Statement(db, db.insert(restaurants).select(places).onConflictDoNothing());
}

/** The counts of the places the rows `within` add, as they will be once the draft is current. */
function addedCountsStatement(db: Db, scope: JobScope, meta: EditionMeta, within: SQL | undefined) {
  const added = db
    .select({ id: targetId(restaurants.id) })
    .from(importStaging)
    .innerJoin(restaurants, eq(restaurants.placeKey, importStaging.key))
    .where(and(stagedBy(scope), within, eq(restaurants.pendingJob, scope.jobId)));
  const { ctes, derived } = derivedCounts(db, added, nextEditions(db, scope, meta));
  const counts = db
    .with(...ctes)
    .select(importCountsRow(scope, derived))
    .from(derived)
    .where(guardHolds(db, jobApproved(db, scope)));
  return d1Statement(db, db.insert(importCounts).select(counts).onConflictDoNothing());
}

/** The counts import_counts holds for this claim, copied to the places `which` picks, moved in `version`. */
function copyCounts(db: Db, scope: JobScope, which: SQL | undefined, guard: RowGuard, version: SQL) {
  const ours = and(eq(importCounts.jobId, scope.jobId), eq(importCounts.attempt, scope.attempt));
  const counted = (column: keyof typeof importCounts.$inferSelect) => sql`${importCounts[column]}`;
  return db
    .update(restaurants)
    .set({
      sourceCount: counted("sourceCount"),
      sourceMask: counted("sourceMask"),
      sources: counted("sources"),
      mentions: counted("mentions"),
      movedIn: version,
      rankBefore: counted("rankBefore"),
      rankAfter: counted("rankAfter"),
    })
    .from(importCounts)
    .where(and(ours, eq(importCounts.restaurantId, restaurants.id), which, guardHolds(db, guard)));
}

/** One step of adding an edition's new places before its switch-over: staged rows `from`..`to` written hidden, with
 * draft entries and counts, then unstaged. The switch-over publishes them all at once by finishing the job. */
export function addedPlacesStepStatements(db: Db, scope: JobScope, meta: EditionMeta, from: number, to: number) {
  const within = stagedBetween(from, to);
  const approved = jobApproved(db, scope);
  // The step's own counts, found from its staged rows: not a scan of every count the job has written.
  const ofStep = inArray(
    importCounts.restaurantId,
    db
      .select({ id: restaurants.id })
      .from(importStaging)
      .innerJoin(restaurants, eq(restaurants.placeKey, importStaging.key))
      .where(and(stagedBy(scope), within)),
  );
  // The switch-over bumps the version by one; a version that moved first stops the steps and the claim.
  const next = sql`(${bumpedVersion(db)}) + 1`;
  // Looked up by place key, one row each: not every place the job has added so far.
  const added = exists(
    db
      .select({ one: sql`1` })
      .from(restaurants)
      .where(and(eq(restaurants.placeKey, importStaging.key), eq(restaurants.pendingJob, scope.jobId))),
  );
  const done = db.delete(importStaging).where(and(stagedBy(scope), within, added, guardHolds(db, approved)));
  return [
    addedPlacesStatement(db, scope, within),
    draftEntriesStatement(db, scope, meta, within, approved),
    addedCountsStatement(db, scope, meta, within),
    d1Statement(db, copyCounts(db, scope, and(eq(restaurants.pendingJob, scope.jobId), ofStep), approved, next)),
    d1Statement(db, done),
  ];
}

/** The highest seq of this claim's staged rows, or null when none is left. */
export async function lastStagedSeq(db: Db, scope: JobScope): Promise<number | null> {
  const [row] = await db
    .select({ last: max(importStaging.seq) })
    .from(importStaging)
    .where(stagedBy(scope));
  return row?.last ?? null;
}

/** Makes the draft current and copies changed counts, so its work never grows with the file (decision 027). */
export function editionSwitchOverStatements(db: Db, scope: JobScope, meta: EditionMeta): D1PreparedStatement[] {
  const claimed = guardHolds(db, jobClaimed(scope));
  const ofList = eq(listEditions.listId, listIdOf(db, meta));
  const details = { title: meta.title, scope: meta.scope, kind: meta.kind, ranked: meta.ranked };
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
  // Every place but the ones this job added (a place an earlier job added may keep its mark a moment).
  const others = or(isNull(restaurants.pendingJob), ne(restaurants.pendingJob, scope.jobId));
  const listed = copyCounts(db, scope, others, jobClaimed(scope), sql`${bumpedVersion(db)}`);
  return [
    ...switchOver.map((query) => d1Statement(db, query)),
    editionChangeStatement(db, scope, meta),
    d1Statement(db, listed),
    asOfDateStatement(db),
  ];
}
