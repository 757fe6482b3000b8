import type { AppLoadContext } from "@remix-run/cloudflare";
import { getRestaurantProfile, suggestRestaurants } from "~/models/profile.server";
import { listSourceLinks } from "~/models/source-links.server";

/** A profile and the badge links in parallel; for an unknown slug, the closest names instead. */
export async function loadProfile(context: AppLoadContext, slug: string) {
  const { db } = context;
  const [restaurant, sources] = await Promise.all([getRestaurantProfile(db, slug), listSourceLinks(db)]);
  if (restaurant) return { restaurant, sources, suggestions: [] };
  return { restaurant: null, sources, suggestions: await suggestRestaurants(db, slug) };
}
