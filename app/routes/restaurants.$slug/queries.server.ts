import type { AppLoadContext } from "@remix-run/cloudflare";
import { featuredIn } from "~/lib/evidence/featured-in";
import { readOne, readTogether } from "~/models/batch.server";
import { openNeighboursRead } from "~/models/open-neighbours.server";
import { featuredInRead } from "~/models/featured-in.server";
import { restaurantProfileRead, suggestRestaurants } from "~/models/profile.server";
import { loadSourceLinks } from "~/models/source-links.server";

/**
 * A profile and its list editions in one round trip (the badge links and the data's as-of date come
 * from memory, KV or the head of that batch); for an unknown slug, the closest names instead.
 */
export async function loadProfile(context: AppLoadContext, slug: string) {
  const { db } = context;
  // Sent first: on an edge-cache miss the batch also carries the data markers (see stampedD1).
  const read = readTogether(db, [restaurantProfileRead(db, slug), featuredInRead(db, slug)]);
  const [[restaurant, evidence], sources, { updatedAt }] = await Promise.all([
    read,
    loadSourceLinks(context),
    context.dataMeta(),
  ]);
  if (restaurant) {
    const featured = evidence && featuredIn(evidence.editions, evidence.currentSources, updatedAt);
    // Only a closed place's page needs them: a second round trip there rather than a query on every profile.
    const neighbours =
      restaurant.status === "closed"
        ? await readOne(db, openNeighboursRead(db, restaurant.cuisineSlug, restaurant.slug))
        : [];
    return { restaurant, featured, sources, neighbours, suggestions: [] };
  }
  return {
    restaurant: null,
    featured: null,
    sources,
    neighbours: [],
    suggestions: await suggestRestaurants(db, slug),
  };
}
