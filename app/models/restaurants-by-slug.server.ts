import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { newestRestaurants, restaurants } from "~/db/schema.server";
import type { RestaurantSummary } from "~/lib/listing";
import type { RestaurantTable } from "./restaurant-upsert.server";
import { summaryColumns } from "./restaurant-columns.server";

function bySlugs(db: Db, table: RestaurantTable, slugs: string) {
  return db
    .select(summaryColumns(table))
    .from(table)
    .where(sql`${table.slug} IN (SELECT value FROM json_each(${slugs}))`);
}

/**
 * The restaurants for a list of slugs (a saved list), in the order given; slugs that match nothing
 * are left out. The slugs travel as one JSON parameter, so 500 never near D1's bound-parameter limit.
 */
export async function listRestaurantsBySlugs(db: Db, slugs: string[]): Promise<RestaurantSummary[]> {
  if (!slugs.length) return [];
  const json = JSON.stringify(slugs);
  const [ranked, newest] = await db.batch([bySlugs(db, restaurants, json), bySlugs(db, newestRestaurants, json)]);
  const found = new Map<string, RestaurantSummary>();
  for (const row of [...newest, ...ranked]) found.set(row.slug, row);
  return slugs.flatMap((slug) => found.get(slug) ?? []);
}
