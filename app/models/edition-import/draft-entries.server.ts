import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { editionStaging, listEntries, restaurants } from "~/db/schema.server";
import type { EditionMeta } from "~/lib/evidence/edition-meta";
import { guardHolds, jobClaimed, type RowGuard } from "../guards.server";
import type { JobScope } from "../import-staging.server";
import { d1Statement, insertedRow } from "../sql.server";
import { draftOf } from "./draft-ids.server";
import { stagedEntriesOf } from "./staged-entry.server";

/** Staged rows naming a known place, as draft entries: the draft's steps write most, added places' steps the rest. */
export function draftEntriesStatement(
  db: Db,
  scope: JobScope,
  meta: EditionMeta,
  where: SQL | undefined,
  guard: RowGuard = jobClaimed(scope),
) {
  const entries = db
    .select(
      insertedRow(listEntries, {
        editionId: draftOf(db, scope, meta),
        restaurantId: restaurants.id,
        rank: editionStaging.rank,
        distinction: editionStaging.distinction,
        openedMonth: editionStaging.openedMonth,
        openedSource: editionStaging.openedSource,
      }),
    )
    .from(editionStaging)
    .innerJoin(restaurants, eq(restaurants.placeKey, editionStaging.key))
    .where(and(stagedEntriesOf(scope), where, guardHolds(db, guard)));
  return d1Statement(db, db.insert(listEntries).select(entries).onConflictDoNothing());
}
