import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { restaurants } from "~/db/schema.server";
import type { ListingFilters, RestaurantSummary, SortKey } from "~/lib/listing";
import { sourceBit } from "~/lib/sources";

const summaryColumns = {
  id: restaurants.id,
  slug: restaurants.slug,
  name: restaurants.name,
  cuisine: restaurants.cuisine,
  cuisineSlug: restaurants.cuisineSlug,
  neighborhood: restaurants.neighborhood,
  neighborhoodSlug: restaurants.neighborhoodSlug,
  price: restaurants.price,
  sources: restaurants.sources,
  sourceCount: restaurants.sourceCount,
  description: restaurants.description,
  address: restaurants.address,
  websiteUrl: restaurants.websiteUrl,
  reservationPlatform: restaurants.reservationPlatform,
  reservationUrl: restaurants.reservationUrl,
  instagramEmbedLink: restaurants.instagramEmbedLink,
  occasion: restaurants.occasion,
  latitude: restaurants.latitude,
  longitude: restaurants.longitude,
};

function whereClause(filters: ListingFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.cuisine) conditions.push(eq(restaurants.cuisineSlug, filters.cuisine));
  if (filters.neighborhood) conditions.push(eq(restaurants.neighborhoodSlug, filters.neighborhood));
  if (filters.price) conditions.push(eq(restaurants.price, filters.price));
  if (filters.occasion) conditions.push(eq(restaurants.occasionSlug, filters.occasion));
  if (filters.source) conditions.push(sql`(${restaurants.sourceMask} & ${sourceBit(filters.source)}) != 0`);
  return conditions.length ? and(...conditions) : undefined;
}

/** Ranking is by number of trusted lists, ties alphabetical; other sorts keep that as tie-break. */
function orderBy(sort: SortKey): SQL[] {
  const rank = [desc(restaurants.sourceCount), asc(restaurants.sortName)];
  switch (sort) {
    case "alphabetical":
      return [asc(restaurants.sortName)];
    case "cuisine":
      return [asc(restaurants.cuisineSlug), ...rank];
    case "neighborhood":
      return [asc(restaurants.neighborhoodSlug), ...rank];
    case "price":
      return [sql`${restaurants.price} IS NULL`, asc(restaurants.price), ...rank];
    default:
      return rank;
  }
}

export async function listRankedRestaurants(
  db: Db,
  options: { filters?: ListingFilters; sort?: SortKey; limit: number; offset?: number },
): Promise<{ restaurants: RestaurantSummary[]; total: number }> {
  const where = whereClause(options.filters ?? {});
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(restaurants)
      .where(where)
      .orderBy(...orderBy(options.sort ?? "sourceCount"))
      .limit(options.limit)
      .offset(options.offset ?? 0),
    db.select({ total: count() }).from(restaurants).where(where),
  ]);
  return { restaurants: rows, total };
}

export async function countRestaurants(db: Db): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(restaurants);
  return total;
}
