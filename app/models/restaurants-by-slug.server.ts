import { asc, desc, inArray, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { newestRestaurants, restaurants } from "~/db/schema.server";
import { withClaims, type CardRestaurant } from "~/lib/evidence/card-claims";
import { defineRead, noRead, pairRead, type Read } from "./batch.server";
import { cardClaimsRead } from "./card-claims.server";
import type { RestaurantTable } from "./restaurant-upsert.server";
import { summaryColumns } from "./restaurant-columns.server";
import { jsonArrayValues } from "./sql.server";

/** Rows of either table whose slug is in `slugs` (a subquery of slugs), most lists first, ties by name. */
function inSetRead(db: Db, table: RestaurantTable, slugs: SQL) {
  return defineRead(
    [
      db
        .select(summaryColumns(table))
        .from(table)
        .where(inArray(table.slug, slugs))
        .orderBy(desc(table.sourceCount), asc(table.sortName)),
    ],
    ([rows]) => rows,
  );
}

/**
 * The restaurants whose slugs `slugs` selects (a subquery, so the set may come from another table
 * in the same statement): the ranked ones in rank order, then New & Rising ones. The ranked places'
 * claims (their badges' ranks and distinctions) come in the same round trip.
 */
export function restaurantsInRead(db: Db, slugs: SQL): Read<CardRestaurant[]> {
  const rankedIds = db.select({ id: restaurants.id }).from(restaurants).where(inArray(restaurants.slug, slugs));
  return pairRead(
    pairRead(inSetRead(db, restaurants, slugs), inSetRead(db, newestRestaurants, slugs), (ranked, newest) => ({
      ranked,
      newest,
    })),
    cardClaimsRead(db, rankedIds),
    ({ ranked, newest }, claims) => {
      // A slug on both lists is shown as its ranked place; a New & Rising id is not a ranked one, so claims go to ranked rows only.
      const rankedSlugs = new Set(ranked.map((r) => r.slug));
      return [...withClaims(ranked, claims), ...newest.filter((r) => !rankedSlugs.has(r.slug))];
    },
  );
}

/**
 * The restaurants for a list of slugs (a saved list) in rank order, as the home page lists them, then
 * New & Rising ones; slugs that match nothing are left out. The slugs travel as one JSON parameter,
 * so 500 never near D1's bound-parameter limit.
 */
export function restaurantsBySlugsRead(db: Db, slugs: string[]): Read<CardRestaurant[]> {
  if (!slugs.length) return noRead([]);
  return restaurantsInRead(db, jsonArrayValues(JSON.stringify(slugs)));
}
