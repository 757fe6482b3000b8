import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { importStaging, listEntries, restaurants } from "~/db/schema.server";
import type { EditionMeta } from "~/lib/evidence/edition-meta";
import { guardHolds, jobClaimed, type RowGuard } from "./guards.server";
import { stagedBy, stagedField, type JobScope } from "./import-staging.server";
import { draftOf } from "./list-ids.server";
import { d1Statement, insertedRow } from "./sql.server";

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
        rank: stagedField("rank"),
        distinction: stagedField("distinction"),
        openedMonth: stagedField("openedMonth"),
        openedSource: stagedField("openedSource"),
      }),
    )
    .from(importStaging)
    .innerJoin(restaurants, eq(restaurants.placeKey, importStaging.key))
    .where(and(stagedBy(scope), where, guardHolds(db, guard)));
  return d1Statement(db, db.insert(listEntries).select(entries).onConflictDoNothing());
}
