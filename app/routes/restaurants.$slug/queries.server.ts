import type { AppLoadContext } from "@remix-run/cloudflare";
import { readTogether } from "~/models/batch.server";
import { restaurantProfileRead, suggestRestaurants } from "~/models/profile.server";
import { sourceLinksRead } from "~/models/source-links.server";

/** A profile and the badge links in one round trip; for an unknown slug, the closest names instead. */
export async function loadProfile(context: AppLoadContext, slug: string) {
  const { db } = context;
  const [restaurant, sources] = await readTogether(db, [restaurantProfileRead(db, slug), sourceLinksRead(db)]);
  if (restaurant) return { restaurant, sources, suggestions: [] };
  return { restaurant: null, sources, suggestions: await suggestRestaurants(db, slug) };
}
