import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { editionStaging, importCounts, restaurants } from "~/db/schema.server";
import type { JobScope } from "../import-staging.server";
import { notClosed } from "../restaurant-columns.server";
import { coalesce, distance } from "../sql.server";
import { unknownPlace } from "./checks.server";
import { stagedEntriesOf } from "./staged-entry.server";

/** What an edition's preview shows, read from its staging and counts before anything is applied. */

/** The first `limit` rows naming a known place, with what matched; read before the draft unstages them. */
export async function matchedRows(db: Db, scope: JobScope, limit: number) {
  const rows = await db
    .select({
      line: editionStaging.line,
      name: editionStaging.name,
      slug: restaurants.slug,
      place: restaurants.name,
      byAddress: sql<number>`${editionStaging.address} IS NOT NULL`,
    })
    .from(editionStaging)
    .innerJoin(restaurants, eq(restaurants.placeKey, editionStaging.key))
    .where(stagedEntriesOf(scope))
    .orderBy(editionStaging.seq)
    .limit(limit);
  return rows.map(({ byAddress, ...row }) => ({
    ...row,
    by: byAddress ? ("address" as const) : ("name" as const),
  }));
}

/** The first `limit` places the file would add, in file order. */
export async function addedPlaces(db: Db, scope: JobScope, limit: number) {
  return db
    .select({ line: editionStaging.line, name: editionStaging.name, neighborhood: editionStaging.neighborhood })
    .from(editionStaging)
    .where(and(stagedEntriesOf(scope), unknownPlace(db), isNull(editionStaging.addProblem)))
    .orderBy(editionStaging.seq)
    .limit(limit);
}

/** Entering or leaving the ranking counts as the largest move. */
const OUTSIDE = 1_000_000_000;

/** The `limit` largest rank moves the draft causes, and their total; added places are not ranked yet. */
export async function rankMoves(db: Db, scope: JobScope, limit: number) {
  const moved = and(
    eq(importCounts.jobId, scope.jobId),
    eq(importCounts.attempt, scope.attempt),
    notClosed,
    sql`${importCounts.rankBefore} IS NOT ${importCounts.rankAfter}`,
  );
  const size = distance(coalesce(importCounts.rankBefore, OUTSIDE), coalesce(importCounts.rankAfter, OUTSIDE));
  const [moves, [total]] = await Promise.all([
    db
      .select({
        slug: restaurants.slug,
        name: restaurants.name,
        from: importCounts.rankBefore,
        to: importCounts.rankAfter,
      })
      .from(importCounts)
      .innerJoin(restaurants, eq(restaurants.id, importCounts.restaurantId))
      .where(moved)
      .orderBy(desc(size), restaurants.sortName)
      .limit(limit),
    db
      .select({ n: count() })
      .from(importCounts)
      .innerJoin(restaurants, eq(restaurants.id, importCounts.restaurantId))
      .where(moved),
  ]);
  return { moves, movesTotal: total?.n ?? 0 };
}
