import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { newestRestaurants, restaurants } from "~/db/schema.server";
import { withClaims, type CardRestaurant } from "~/lib/evidence/card-claims";
import { defineRead, readTogether } from "./batch.server";
import { cardClaimsRead } from "./card-claims.server";
import type { RestaurantTable } from "./restaurant-upsert.server";
import { summaryColumns } from "./restaurant-columns.server";

const inSlugs = (table: RestaurantTable, slugs: string) =>
  sql`${table.slug} IN (SELECT value FROM json_each(${slugs}))`;

function bySlugsRead(db: Db, table: RestaurantTable, slugs: string) {
  return defineRead([db.select(summaryColumns(table)).from(table).where(inSlugs(table, slugs))], ([rows]) => rows);
}

/**
 * The restaurants for a list of slugs (a saved list), in the order given; slugs that match nothing
 * are left out. The slugs travel as one JSON parameter, so 500 never near D1's bound-parameter limit.
 * The ranked places' claims (their badges' ranks and distinctions) come in the same round trip.
 */
export async function listRestaurantsBySlugs(db: Db, slugs: string[]): Promise<CardRestaurant[]> {
  if (!slugs.length) return [];
  const json = JSON.stringify(slugs);
  const rankedIds = db.select({ id: restaurants.id }).from(restaurants).where(inSlugs(restaurants, json));
  const [ranked, newest, claims] = await readTogether(db, [
    bySlugsRead(db, restaurants, json),
    bySlugsRead(db, newestRestaurants, json),
    cardClaimsRead(db, rankedIds),
  ]);
  const found = new Map<string, CardRestaurant>();
  // A New & Rising id is not a ranked one: claims go to the ranked rows only.
  for (const row of [...newest, ...withClaims(ranked, claims)]) found.set(row.slug, row);
  return slugs.flatMap((slug) => found.get(slug) ?? []);
}
