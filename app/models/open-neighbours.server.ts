import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { restaurants } from "~/db/schema.server";
import { defineRead, type Read } from "./batch.server";
import { ranked } from "./restaurant-columns.server";

export type OpenNeighbour = { slug: string; name: string; neighborhood: string };

/** For a closed place's page: the best-ranked open places of its cuisine (the cuisine rank index). */
export function openNeighboursRead(db: Db, cuisineSlug: string, slug: string, limit = 3): Read<OpenNeighbour[]> {
  return defineRead(
    [
      db
        .select({ slug: restaurants.slug, name: restaurants.name, neighborhood: restaurants.neighborhood })
        .from(restaurants)
        .where(and(eq(restaurants.cuisineSlug, cuisineSlug), ranked, ne(restaurants.slug, slug)))
        .orderBy(desc(restaurants.sourceCount), asc(restaurants.sortName))
        .limit(limit),
    ],
    ([rows]) => rows,
  );
}
