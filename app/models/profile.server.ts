import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { restaurants } from "~/db/schema.server";
import type { RestaurantSummary } from "~/lib/listing";
import { editDistance, tokenize } from "~/lib/search-query";
import { defineRead, type Read } from "./batch.server";
import { summaryColumns } from "./restaurant-columns.server";
import { ftsMatchingIds } from "./sql.server";
import { published } from "./published.server";

export type RestaurantProfile = RestaurantSummary & {
  cuisineStyleSlug: string | null;
  specialties: string | null;
  instagramHandle: string | null;
  hasInstagramEmbed: boolean;
  status: string;
  closedMonth: string | null;
  lastVerified: string | null;
};

const profileColumns = {
  ...summaryColumns,
  cuisineStyleSlug: restaurants.cuisineStyleSlug,
  specialties: restaurants.specialties,
  instagramHandle: restaurants.instagramHandle,
  hasInstagramEmbed: restaurants.hasInstagramEmbed,
  status: restaurants.status,
  closedMonth: restaurants.closedMonth,
  lastVerified: restaurants.lastVerified,
};

/** A restaurant by its slug: one unique-index look-up. */
export function restaurantProfileRead(db: Db, slug: string): Read<RestaurantProfile | null> {
  return defineRead(
    [
      db
        .select(profileColumns)
        .from(restaurants)
        .where(and(eq(restaurants.slug, slug), published))
        .limit(1),
    ],
    ([rows]) => rows[0] ?? null,
  );
}

const CANDIDATE_LIMIT = 200;

/** Names with a word starting like the slug's (typos rarely hit first letters), nearest by edit distance. */
export async function suggestRestaurants(db: Db, slug: string, limit = 3): Promise<{ slug: string; name: string }[]> {
  const words = tokenize(slug.replace(/-/g, " ")).filter((word) => word.length >= 2);
  if (!words.length) return [];
  const expression = `name : (${[...new Set(words.map((w) => `"${w.slice(0, 3)}"*`))].join(" OR ")})`;
  const candidates = await db
    .select({ slug: restaurants.slug, name: restaurants.name, sourceCount: restaurants.sourceCount })
    .from(restaurants)
    .where(and(inArray(restaurants.id, ftsMatchingIds(expression)), published))
    .limit(CANDIDATE_LIMIT);
  const scored = candidates.map((c) => ({ ...c, distance: editDistance(slug, c.slug, 64) }));
  scored.sort((a, b) => a.distance - b.distance || b.sourceCount - a.sourceCount || a.name.localeCompare(b.name));
  return scored.slice(0, limit).map(({ slug, name }) => ({ slug, name }));
}
