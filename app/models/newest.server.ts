import { asc, desc, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { newestRestaurants } from "~/db/schema.server";
import type { RestaurantSummary } from "~/lib/listing";
import { defineRead, type Read } from "./batch.server";
import { summaryColumns } from "./restaurant-columns.server";

/** New & Rising, most-mentioned first, ties by name; closed places are left out, as from every list. */
function newestQuery(db: Db) {
  return db
    .select(summaryColumns(newestRestaurants))
    .from(newestRestaurants)
    .where(ne(newestRestaurants.status, "closed"))
    .orderBy(desc(newestRestaurants.mentions), asc(newestRestaurants.sortName));
}

/** New & Rising in order: the first `limit`, or all. */
export function newestRestaurantsRead(db: Db, limit?: number): Read<RestaurantSummary[]> {
  const query = newestQuery(db);
  return defineRead([limit ? query.limit(limit) : query], ([rows]) => rows);
}
