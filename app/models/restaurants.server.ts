import type { SearchReading } from "~/lib/search-reading";
import { and, asc, between, count, desc, eq, gte, inArray, isNull, lte, notInArray, sql, type SQL } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { beenRestaurants, restaurants } from "~/db/schema.server";
import type { BeenFilter, ListSort } from "~/lib/list-params";
import { areaMembers } from "~/lib/areas";
import { standingsFrom } from "~/lib/standing";
import type { ListingFilters, RestaurantSummary } from "~/lib/listing";
import { defineRead, type Read } from "./batch.server";
import { ranked, summaryColumns } from "./restaurant-columns.server";
import { sourceFilterConditions } from "./source-filters.server";
import { ftsMatchingIds, noRows, squaredMilesFrom } from "./sql.server";

type ListQuery = {
  filters?: ListingFilters;
  /** An FTS5 expression (services/list-view.server.ts); null means the search had no usable words. */
  match?: string | null;
  near?: { lat: number; lng: number; radiusMiles: number };
  /** A signed-in user's 'hide places I've been' or 'only places I've been', against their Been list in D1. */
  been?: { userId: string; mode: BeenFilter };
  sort?: ListSort;
  limit: number;
  offset?: number;
};

/** What a list view reads beyond its filters: the search and the distance circle. */
export type ListScope = Pick<ListQuery, "match" | "near"> & { search?: SearchReading };

const MILES_PER_DEGREE = 69.09;

const squaredMiles = (near: { lat: number; lng: number }) => squaredMilesFrom(restaurants, near, MILES_PER_DEGREE);

/** The WHERE of a list query, shared with the map points (models/map-points.server.ts). */
export function whereClause({ filters = {}, match, near, been }: Omit<ListQuery, "limit">): SQL | undefined {
  const conditions: SQL[] = [ranked];
  if (been) {
    const mine = new QueryBuilder()
      .select({ slug: beenRestaurants.restaurantSlug })
      .from(beenRestaurants)
      .where(eq(beenRestaurants.userId, been.userId));
    conditions.push(been.mode === "only" ? inArray(restaurants.slug, mine) : notInArray(restaurants.slug, mine));
  }
  if (match === null) conditions.push(noRows);
  if (match) conditions.push(inArray(restaurants.id, ftsMatchingIds(match)));
  if (near && near.radiusMiles > 0) {
    const dLat = near.radiusMiles / MILES_PER_DEGREE;
    conditions.push(between(restaurants.latitude, near.lat - dLat, near.lat + dLat));
    conditions.push(lte(squaredMiles(near), near.radiusMiles * near.radiusMiles));
  }
  if (filters.cuisine) conditions.push(eq(restaurants.cuisineSlug, filters.cuisine));
  if (filters.style) conditions.push(eq(restaurants.cuisineStyleSlug, filters.style));
  if (filters.neighborhood) conditions.push(inArray(restaurants.neighborhoodSlug, areaMembers(filters.neighborhood)));
  if (filters.price) conditions.push(eq(restaurants.price, filters.price));
  if (filters.occasion) conditions.push(eq(restaurants.occasionSlug, filters.occasion));
  return and(...conditions, ...sourceFilterConditions(filters));
}

/**
 * Ranking is by number of trusted lists, ties alphabetical; other sorts keep that as tie-break. A
 * best match with no search to match (a query of no usable words) is the ranking too.
 */
export function orderBy(sort: ListSort, near?: ListQuery["near"]): SQL[] {
  const rank = [desc(restaurants.sourceCount), asc(restaurants.sortName)];
  switch (sort) {
    case "distance":
      return near ? [isNull(restaurants.latitude), squaredMiles(near), ...rank] : rank;
    case "alphabetical":
      return [asc(restaurants.sortName)];
    case "cuisine":
      return [asc(restaurants.cuisineSlug), ...rank];
    case "neighborhood":
      return [asc(restaurants.neighborhoodSlug), ...rank];
    case "rating":
      return [isNull(restaurants.rating), desc(restaurants.rating), ...rank];
    case "price":
      return [isNull(restaurants.price), asc(restaurants.price), ...rank];
    default:
      return rank;
  }
}

/**
 * One page of the ranked list and the total it is a page of; with `countTotal: false` (a caller that
 * has the total from the category counts, lib/list-total.ts) the total is null and nothing counts rows
 * beyond what the page's standings need. In ranking order each row carries its standing (lib/standing.ts).
 */
export function rankedRestaurantsRead(
  db: Db,
  options: ListQuery & { countTotal?: boolean },
): Read<{ restaurants: RestaurantSummary[]; total: number | null }> {
  const where = whereClause(options);
  const sort = options.sort ?? "sourceCount";
  const countTotal = options.countTotal !== false;
  const page = db
    .select(summaryColumns)
    .from(restaurants)
    .where(where)
    .orderBy(...orderBy(sort, options.near))
    .limit(options.limit)
    .offset(options.offset ?? 0);
  if (sort === "sourceCount") {
    const groups = rankGroupsQuery(
      db,
      where,
      countTotal ? undefined : { limit: options.limit, offset: options.offset },
    );
    return defineRead([page, groups], ([rows, counted]) => ({
      restaurants: standingsFrom(rows, counted),
      total: countTotal ? counted.reduce((sum, g) => sum + g.places, 0) : null,
    }));
  }
  if (!countTotal) return defineRead([page], ([rows]) => ({ restaurants: rows, total: null }));
  return defineRead([page, db.select({ total: count() }).from(restaurants).where(where)], ([rows, [{ total }]]) => ({
    restaurants: rows,
    total,
  }));
}

/**
 * How many of the list's places are on each number of lists: all of them, or (given the page) only
 * down to the page's fewest, so a page near the top counts a few rows, not the whole ranking.
 */
function rankGroupsQuery(db: Db, where: SQL | undefined, page?: { limit: number; offset?: number }) {
  const { sourceCount } = restaurants;
  const lastOnPage = page
    ? db
        .select({ fewest: sourceCount })
        .from(restaurants)
        .where(where)
        .orderBy(...orderBy("sourceCount"))
        .limit(1)
        .offset((page.offset ?? 0) + page.limit - 1)
    : null;
  // A page that runs past the end has no last row: then every group counts.
  const floor = lastOnPage ? gte(sourceCount, sql`coalesce((${lastOnPage}), 0)`) : undefined;
  return db.select({ sourceCount, places: count() }).from(restaurants).where(and(where, floor)).groupBy(sourceCount);
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

/**
 * How many places a distance search leaves out because we know them only by their area (no
 * coordinates): the list's filters and search without the circle.
 */
export function areaOnlyCountRead(db: Db, query: Omit<ListQuery, "limit" | "near">): Read<number> {
  const where = and(whereClause(query), isNull(restaurants.latitude));
  return defineRead([db.select({ total: count() }).from(restaurants).where(where)], ([[{ total }]]) => total);
}

export async function countRestaurants(db: Db): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(restaurants);
  return total;
}
