import type { AppLoadContext } from "@remix-run/cloudflare";
import { readOne } from "~/models/batch.server";
import { restaurantProfileRead, suggestRestaurants } from "~/models/profile.server";
import { loadSourceLinks } from "~/models/source-links.server";

/** A profile in one round trip (the badge links from memory or KV); for an unknown slug, the closest names instead. */
export async function loadProfile(context: AppLoadContext, slug: string) {
  const { db } = context;
  const read = readOne(db, restaurantProfileRead(db, slug));
  const [restaurant, sources] = await Promise.all([read, loadSourceLinks(context)]);
  if (restaurant) return { restaurant, sources, suggestions: [] };
  return { restaurant: null, sources, suggestions: await suggestRestaurants(db, slug) };
}
