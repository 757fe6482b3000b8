import { and, asc, desc, inArray, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { restaurants } from "~/db/schema.server";
import { withClaims, type CardRestaurant } from "~/lib/evidence/card-claims";
import { defineRead, noRead, pairRead, type Read } from "./batch.server";
import { cardClaimsRead } from "./card-claims.server";
import { summaryColumns } from "./restaurant-columns.server";
import { jsonArrayValues } from "./sql.server";
import { published } from "./published.server";
import { standingsWithin } from "~/lib/standing";

/**
 * The restaurants `slugs` selects (a subquery, so the set may come from another table), in rank
 * order with their shared ranks among themselves, with their badge claims in the same round trip.
 */
export function restaurantsInRead(db: Db, slugs: SQL): Read<CardRestaurant[]> {
  const ids = db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(inArray(restaurants.slug, slugs), published));
  const rows = defineRead(
    [
      db
        .select(summaryColumns)
        .from(restaurants)
        .where(and(inArray(restaurants.slug, slugs), published))
        .orderBy(desc(restaurants.sourceCount), asc(restaurants.sortName)),
    ],
    ([found]) => standingsWithin(found),
  );
  return pairRead(rows, cardClaimsRead(db, ids), withClaims);
}

/**
 * A saved list's restaurants in rank order; unknown slugs are left out. The slugs travel as one JSON
 * parameter, so a long list never nears D1's bound-parameter limit.
 */
export function restaurantsBySlugsRead(db: Db, slugs: string[]): Read<CardRestaurant[]> {
  if (!slugs.length) return noRead([]);
  return restaurantsInRead(db, jsonArrayValues(JSON.stringify(slugs)));
}
