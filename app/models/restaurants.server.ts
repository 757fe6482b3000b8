import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { restaurants } from "~/db/schema.server";
import type { ListingFilters, RestaurantSummary, SortKey } from "~/lib/listing";
import { defineRead, type Read } from "./batch.server";
import { notClosed, summaryColumns } from "./restaurant-columns.server";
import { sourceFilterConditions } from "./source-filters.server";

type ListQuery = {
  filters?: ListingFilters;
  /** An FTS5 expression from planSearch(); null means the search had no usable words. */
  match?: string | null;
  near?: { lat: number; lng: number; radiusMiles: number };
  sort?: SortKey | "distance";
  limit: number;
  offset?: number;
};

const MILES_PER_DEGREE = 69.09;

/**
 * Squared distance in miles on a flat projection around the origin: within 0.1% of haversine
 * at city scale, and plain arithmetic that SQLite can index-scan and sort without math functions.
 */
function squaredMiles(near: { lat: number; lng: number }): SQL {
  const lngScale = Math.cos((near.lat * Math.PI) / 180);
  return sql`((${restaurants.latitude} - ${near.lat}) * (${restaurants.latitude} - ${near.lat}) + (${restaurants.longitude} - ${near.lng}) * ${lngScale} * (${restaurants.longitude} - ${near.lng}) * ${lngScale}) * ${MILES_PER_DEGREE * MILES_PER_DEGREE}`;
}

/** The WHERE of a list query, shared with the map points (models/map-points.server.ts). */
export function whereClause({ filters = {}, match, near }: Omit<ListQuery, "limit">): SQL | undefined {
  const conditions: SQL[] = [notClosed];
  if (match === null) conditions.push(sql`0`);
  if (match) {
    conditions.push(sql`${restaurants.id} IN (SELECT rowid FROM restaurants_fts WHERE restaurants_fts MATCH ${match})`);
  }
  if (near && near.radiusMiles > 0) {
    const dLat = near.radiusMiles / MILES_PER_DEGREE;
    conditions.push(sql`${restaurants.latitude} BETWEEN ${near.lat - dLat} AND ${near.lat + dLat}`);
    conditions.push(sql`${squaredMiles(near)} <= ${near.radiusMiles * near.radiusMiles}`);
  }
  if (filters.cuisine) conditions.push(eq(restaurants.cuisineSlug, filters.cuisine));
  if (filters.neighborhood) conditions.push(eq(restaurants.neighborhoodSlug, filters.neighborhood));
  if (filters.price) conditions.push(eq(restaurants.price, filters.price));
  if (filters.occasion) conditions.push(eq(restaurants.occasionSlug, filters.occasion));
  return and(...conditions, ...sourceFilterConditions(filters));
}

/** Ranking is by number of trusted lists, ties alphabetical; other sorts keep that as tie-break. */
function orderBy(sort: SortKey | "distance", near?: ListQuery["near"]): SQL[] {
  const rank = [desc(restaurants.sourceCount), asc(restaurants.sortName)];
  switch (sort) {
    case "distance":
      return near ? [sql`${restaurants.latitude} IS NULL`, sql`${squaredMiles(near)}`, ...rank] : rank;
    case "alphabetical":
      return [asc(restaurants.sortName)];
    case "cuisine":
      return [asc(restaurants.cuisineSlug), ...rank];
    case "neighborhood":
      return [asc(restaurants.neighborhoodSlug), ...rank];
    case "rating":
      return [sql`${restaurants.rating} IS NULL`, desc(restaurants.rating), ...rank];
    case "price":
      return [sql`${restaurants.price} IS NULL`, asc(restaurants.price), ...rank];
    default:
      return rank;
  }
}

/** One page of the ranked list and the total it is a page of. */
export function rankedRestaurantsRead(
  db: Db,
  options: ListQuery,
): Read<{ restaurants: RestaurantSummary[]; total: number }> {
  const where = whereClause(options);
  return defineRead(
    [
      db
        .select(summaryColumns(restaurants))
        .from(restaurants)
        .where(where)
        .orderBy(...orderBy(options.sort ?? "sourceCount", options.near))
        .limit(options.limit)
        .offset(options.offset ?? 0),
      db.select({ total: count() }).from(restaurants).where(where),
    ],
    ([rows, [{ total }]]) => ({ restaurants: rows, total }),
  );
}

/**
 * The ids of the page rankedRestaurantsRead reads, by the same filters, order and limit: a subquery
 * for a statement about the page's places that travels in its batch (models/card-claims.server.ts).
 */
export function rankedIdsQuery(db: Db, options: ListQuery) {
  return db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(whereClause(options))
    .orderBy(...orderBy(options.sort ?? "sourceCount", options.near))
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

export async function countRestaurants(db: Db): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(restaurants);
  return total;
}
