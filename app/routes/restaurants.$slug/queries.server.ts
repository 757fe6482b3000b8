import type { AppLoadContext } from "@remix-run/cloudflare";
import { featuredIn } from "~/lib/evidence/featured-in";
import { readOne } from "~/models/batch.server";
import { formerSlugRead } from "~/models/former-slugs.server";
import { openNeighboursRead } from "~/models/open-neighbours.server";
import { featuredInRead } from "~/models/featured-in.server";
import { restaurantProfileRead, suggestRestaurants } from "~/models/profile.server";
import { hasStylePage } from "~/lib/cuisine/style-pages";
import { inRanking } from "~/lib/in-ranking";
import { cachedCategoryCounts, cachedSourceLinks } from "~/services/cached-reads.server";
import { readPage } from "~/services/read-page.server";

/**
 * A profile and its list editions in one round trip (the data's as-of date at the head of that
 * batch, the badge links and, for a place with a style, the style counts from memory or KV); for an
 * unknown slug, the closest names instead.
 */
export async function loadProfile(context: AppLoadContext, slug: string) {
  const { db } = context;
  const {
    meta,
    values: [restaurant, evidence],
  } = await readPage(context, [restaurantProfileRead(db, slug), featuredInRead(db, slug)]);
  const { updatedAt } = meta;
  const sources = await cachedSourceLinks(context, meta);
  if (restaurant) {
    const featured = evidence && featuredIn(evidence.editions, evidence.currentSources, updatedAt);
    // Only a closed place's page needs them: a second round trip there rather than a query on every profile.
    const neighbours =
      restaurant.status === "closed"
        ? await readOne(db, openNeighboursRead(db, restaurant.cuisineSlug, restaurant.slug))
        : [];
    // Only a place in the ranking links its style (profile-header), so only it needs the counts.
    const styleSlug = inRanking(restaurant) ? restaurant.cuisineStyleSlug : null;
    const stylePage = !!styleSlug && hasStylePage(styleSlug, (await cachedCategoryCounts(context, meta)).styles);
    return { movedTo: null, restaurant, featured, sources, neighbours, stylePage, suggestions: [], meta };
  }
  const movedTo = await readOne(db, formerSlugRead(db, slug));
  return {
    movedTo,
    restaurant: null,
    featured: null,
    sources,
    neighbours: [],
    stylePage: false,
    suggestions: movedTo ? [] : await suggestRestaurants(db, slug),
    meta,
  };
}
