import { asc, desc } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { newestRestaurants } from "~/db/schema.server";
import type { RestaurantSummary } from "~/lib/listing";
import { summaryColumns } from "./restaurant-columns.server";

/** New & Rising, most-mentioned first, ties by name (spec call 2). */
export async function listNewestRestaurants(db: Db, limit?: number): Promise<RestaurantSummary[]> {
  const query = db
    .select(summaryColumns(newestRestaurants))
    .from(newestRestaurants)
    .orderBy(desc(newestRestaurants.mentions), asc(newestRestaurants.sortName));
  return limit ? query.limit(limit) : query;
}
