import { and, eq, exists, gte, inArray, isNull, lt, max, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { editionStaging, importCounts, importJobs, restaurants } from "~/db/schema.server";
import type { EditionMeta } from "~/lib/evidence/edition-meta";
import { isCurrentDataVersion } from "../data-version.server";
import { derivedCounts, importCountsRow, targetId } from "../derived-counts.server";
import { guardHolds, type RowGuard } from "../guards.server";
import type { JobScope } from "../import-staging.server";
import { rowFromJson } from "../restaurant-upsert.server";
import { caseWhen, d1Statement, joined } from "../sql.server";
import { bumpedVersion } from "./change.server";
import { unknownPlace } from "./checks.server";
import { copyCounts } from "./copy-counts.server";
import { draftEntriesStatement } from "./draft-entries.server";
import { nextEditions } from "./draft-ids.server";
import { placeColumn, stagedEntriesOf } from "./staged-entry.server";

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

const stagedBetween = (from: number, to: number) => and(gte(editionStaging.seq, from), lt(editionStaging.seq, to));

/** The places the rows `within` add, in file order, hidden until the job is done; a taken slug gets a suffix. */
function addedPlacesStatement(db: Db, scope: JobScope, within: SQL | undefined) {
  const slug = editionStaging.slug;
  const slugTaken = exists(
    db
      .select({ one: sql`1` })
      .from(restaurants)
      .where(eq(restaurants.slug, slug)),
  );
  const value = (key: string) =>
    key === "slug" ? caseWhen(slugTaken, joined(slug, "-", editionStaging.neighborhoodSlug), slug) : placeColumn(key);
  const places = db
    .select({ ...rowFromJson(value), pendingJob: sql`${scope.jobId}`.as("pending_job") })
    .from(editionStaging)
    .where(
      and(
        stagedEntriesOf(scope),
        within,
        guardHolds(db, jobApproved(db, scope)),
        unknownPlace(db),
        isNull(editionStaging.addProblem),
      ),
    )
    .orderBy(editionStaging.seq);
  return d1Statement(db, db.insert(restaurants).select(places).onConflictDoNothing());
}

/** The counts of the places the rows `within` add, as they will be once the draft is current. */
function addedCountsStatement(db: Db, scope: JobScope, meta: EditionMeta, within: SQL | undefined) {
  const added = db
    .select({ id: targetId(restaurants.id) })
    .from(editionStaging)
    .innerJoin(restaurants, eq(restaurants.placeKey, editionStaging.key))
    .where(and(stagedEntriesOf(scope), within, eq(restaurants.pendingJob, scope.jobId)));
  const { ctes, derived } = derivedCounts(db, added, nextEditions(db, scope, meta));
  const counts = db
    .with(...ctes)
    .select(importCountsRow(scope, derived))
    .from(derived)
    .where(guardHolds(db, jobApproved(db, scope)));
  return d1Statement(db, db.insert(importCounts).select(counts).onConflictDoNothing());
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
      .from(editionStaging)
      .innerJoin(restaurants, eq(restaurants.placeKey, editionStaging.key))
      .where(and(stagedEntriesOf(scope), within)),
  );
  // The switch-over bumps the version by one; a version that moved first stops the steps and the claim.
  const next = sql`(${bumpedVersion(db)}) + 1`;
  // Looked up by place key, one row each: not every place the job has added so far.
  const added = exists(
    db
      .select({ one: sql`1` })
      .from(restaurants)
      .where(and(eq(restaurants.placeKey, editionStaging.key), eq(restaurants.pendingJob, scope.jobId))),
  );
  const done = db.delete(editionStaging).where(and(stagedEntriesOf(scope), within, added, guardHolds(db, approved)));
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
    .select({ last: max(editionStaging.seq) })
    .from(editionStaging)
    .where(stagedEntriesOf(scope));
  return row?.last ?? null;
}
