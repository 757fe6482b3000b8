import { asc, desc, inArray, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { restaurants } from "~/db/schema.server";
import { withClaims, type CardRestaurant } from "~/lib/evidence/card-claims";
import { defineRead, noRead, pairRead, type Read } from "./batch.server";
import { cardClaimsRead } from "./card-claims.server";
import { summaryColumns } from "./restaurant-columns.server";
import { jsonArrayValues } from "./sql.server";

/**
 * The restaurants whose slugs `slugs` selects (a subquery, so the set may come from another table in the
 * same statement), in rank order, with their claims (their badges' ranks and distinctions) in the same
 * round trip.
 */
export function restaurantsInRead(db: Db, slugs: SQL): Read<CardRestaurant[]> {
  const ids = db.select({ id: restaurants.id }).from(restaurants).where(inArray(restaurants.slug, slugs));
  const rows = defineRead(
    [
      db
        .select(summaryColumns)
        .from(restaurants)
        .where(inArray(restaurants.slug, slugs))
        .orderBy(desc(restaurants.sourceCount), asc(restaurants.sortName)),
    ],
    ([found]) => found,
  );
  return pairRead(rows, cardClaimsRead(db, ids), withClaims);
}

/**
 * The restaurants for a list of slugs (a saved list) in rank order, as the home page lists them; slugs
 * that match nothing are left out. The slugs travel as one JSON parameter, so 500 never near D1's
 * bound-parameter limit.
 */
export function restaurantsBySlugsRead(db: Db, slugs: string[]): Read<CardRestaurant[]> {
  if (!slugs.length) return noRead([]);
  return restaurantsInRead(db, jsonArrayValues(JSON.stringify(slugs)));
}
