import { and, asc, count, isNotNull, notInArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { newestRestaurants, restaurants } from "~/db/schema.server";
import type { SitemapCategories, SitemapProfile } from "~/lib/sitemap";
import { notClosed } from "./restaurant-columns.server";

/** Each category column leads an index, so these distinct scans never touch the table rows. */
export async function listSitemapCategories(db: Db): Promise<SitemapCategories> {
  const [cuisines, neighborhoods, prices, occasions] = await db.batch([
    db
      .selectDistinct({ slug: restaurants.cuisineSlug })
      .from(restaurants)
      .where(notClosed)
      .orderBy(restaurants.cuisineSlug),
    db
      .selectDistinct({ slug: restaurants.neighborhoodSlug })
      .from(restaurants)
      .where(notClosed)
      .orderBy(restaurants.neighborhoodSlug),
    db
      .selectDistinct({ level: restaurants.price })
      .from(restaurants)
      .where(and(isNotNull(restaurants.price), notClosed))
      .orderBy(restaurants.price),
    db
      .selectDistinct({ slug: restaurants.occasionSlug })
      .from(restaurants)
      .where(notClosed)
      .orderBy(restaurants.occasionSlug),
  ]);
  return {
    cuisines: cuisines.map((r) => r.slug),
    neighborhoods: neighborhoods.map((r) => r.slug),
    prices: prices.map((r) => r.level as number),
    occasions: occasions.map((r) => r.slug),
  };
}

export async function countSitemapRestaurants(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(restaurants);
  return row?.n ?? 0;
}

/** One block of ranked-list profiles in a stable order (rowid), for one child sitemap. */
export async function listSitemapRestaurants(db: Db, limit: number, offset = 0): Promise<SitemapProfile[]> {
  return db
    .select({ slug: restaurants.slug, updatedAt: restaurants.updatedAt })
    .from(restaurants)
    .orderBy(asc(restaurants.id))
    .limit(limit)
    .offset(offset);
}

/** New & Rising profiles that the ranked list does not already have (a profile URL is shared). */
export async function listSitemapNewest(db: Db): Promise<SitemapProfile[]> {
  return db
    .select({ slug: newestRestaurants.slug, updatedAt: newestRestaurants.updatedAt })
    .from(newestRestaurants)
    .where(notInArray(newestRestaurants.slug, db.select({ slug: restaurants.slug }).from(restaurants)))
    .orderBy(asc(newestRestaurants.id));
}
