import { asc, count, desc } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { newestRestaurants } from "~/db/schema.server";
import type { RestaurantSummary } from "~/lib/listing";
import { defineRead, type Read } from "./batch.server";
import { summaryColumns } from "./restaurant-columns.server";

/** New & Rising, most-mentioned first, ties by name (spec call 2). */
function newestQuery(db: Db) {
  return db
    .select(summaryColumns(newestRestaurants))
    .from(newestRestaurants)
    .orderBy(desc(newestRestaurants.mentions), asc(newestRestaurants.sortName));
}

/** New & Rising in order: the first `limit`, or all. */
export function newestRestaurantsRead(db: Db, limit?: number): Read<RestaurantSummary[]> {
  const query = newestQuery(db);
  return defineRead([limit ? query.limit(limit) : query], ([rows]) => rows);
}

/**
 * The first `shown` of New & Rising, and how many it has up to `limit`: the home page shows a few
 * and offers the rest, read (newestRestaurantsRead) only when someone asks for them.
 */
export function newestPreviewRead(
  db: Db,
  shown: number,
  limit: number,
): Read<{ restaurants: RestaurantSummary[]; total: number }> {
  return defineRead(
    [newestQuery(db).limit(shown), db.select({ total: count() }).from(newestRestaurants)],
    ([restaurants, [{ total }]]) => ({ restaurants, total: Math.min(total, limit) }),
  );
}
