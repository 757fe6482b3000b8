import { and, count, inArray, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { restaurants } from "~/db/schema.server";
import type { ListingFilters } from "~/lib/listing";
import { defineRead, type Read } from "./batch.server";
import { rankedIdsQuery, whereClause } from "./restaurants.server";
import { jsonArrayValues } from "./sql.server";

/** What progress is counted against: the top of the ranking, or a category's filters (a category page). */
export type ProgressScope = { top: number } | { filters: ListingFilters };

/** 'You've been to 12 of the top 50': `slugs` in `scope`, and the scope's size; closed places count in neither. */
export function beenProgressRead(db: Db, slugs: string[], scope: ProgressScope): Read<{ been: number; of: number }> {
  const inScope: SQL | undefined =
    "top" in scope ? inArray(restaurants.id, rankedIdsQuery(db, { limit: scope.top })) : whereClause(scope);
  const mine = inArray(restaurants.slug, jsonArrayValues(JSON.stringify(slugs)));
  return defineRead(
    [
      db.select({ n: count() }).from(restaurants).where(and(inScope, mine)),
      db.select({ n: count() }).from(restaurants).where(inScope),
    ],
    ([[been], [of]]) => ({ been: been.n, of: of.n }),
  );
}
