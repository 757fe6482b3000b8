import { and, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import { alias, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { importCounts, restaurants } from "~/db/schema.server";
import { guardHolds, jobClaimed } from "../guards.server";
import type { JobScope } from "../import-staging.server";
import { notClosed, ranked } from "../restaurant-columns.server";
import { coalesce, d1Statement, sharedRank } from "../sql.server";

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
