import { and, count, desc, isNotNull, min } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { restaurants } from "~/db/schema.server";
import { ranked } from "./restaurant-columns.server";

export type CategoryCount = { slug: string; name: string; count: number };

/** Cuisines with how many restaurants serve each, most common first (then by name). */
export async function listCuisines(db: Db): Promise<CategoryCount[]> {
  return db
    .select({ slug: restaurants.cuisineSlug, name: min(restaurants.cuisine).mapWith(String), count: count() })
    .from(restaurants)
    .where(ranked)
    .groupBy(restaurants.cuisineSlug)
    .orderBy(desc(count()), restaurants.cuisineSlug);
}

/** Styles within the families ('Sushi'), with how many open places have each. */
export async function listStyles(db: Db): Promise<CategoryCount[]> {
  return db
    .select({
      slug: restaurants.cuisineStyleSlug,
      name: min(restaurants.cuisineStyle).mapWith(String),
      count: count(),
    })
    .from(restaurants)
    .where(and(ranked, isNotNull(restaurants.cuisineStyleSlug)))
    .groupBy(restaurants.cuisineStyleSlug)
    .orderBy(desc(count()), restaurants.cuisineStyleSlug) as Promise<CategoryCount[]>;
}

export async function listNeighborhoods(db: Db): Promise<CategoryCount[]> {
  return db
    .select({ slug: restaurants.neighborhoodSlug, name: min(restaurants.neighborhood).mapWith(String), count: count() })
    .from(restaurants)
    .where(ranked)
    .groupBy(restaurants.neighborhoodSlug)
    .orderBy(desc(count()), restaurants.neighborhoodSlug);
}

/** Whether any restaurant carries a real rating (only then is 'rating' a sort option). */
export async function hasRatings(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: restaurants.id }).from(restaurants).where(isNotNull(restaurants.rating)).limit(1);
  return !!row;
}

export async function countByPrice(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ price: restaurants.price, count: count() })
    .from(restaurants)
    .where(ranked)
    .groupBy(restaurants.price);
  return new Map(rows.filter((r) => r.price !== null).map((r) => [r.price as number, r.count]));
}

export async function countByOccasion(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ slug: restaurants.occasionSlug, count: count() })
    .from(restaurants)
    .where(ranked)
    .groupBy(restaurants.occasionSlug);
  return new Map(rows.map((r) => [r.slug, r.count]));
}
