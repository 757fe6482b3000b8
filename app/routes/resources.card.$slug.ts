/**
 * One restaurant's card, for the map view's selected place (the list renders only `count` cards).
 *
 *   GET /resources/card/{slug} → 200 { restaurant: CardRestaurant } | 404 { restaurant: null }
 *
 * Public for a minute: nothing in it depends on who asks.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { restaurantSlugSchema } from "~/lib/slug-list-schema";
import { restaurantsBySlugsRead } from "~/models/restaurants-by-slug.server";
import { readPage } from "~/services/read-page.server";

const HEADERS = { "Cache-Control": "public, max-age=60" };

export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = restaurantSlugSchema.safeParse(params.slug);
  const slugs = slug.success ? [slug.data] : [];
  const {
    values: [restaurants],
  } = await readPage(context, [restaurantsBySlugsRead(context.db, slugs)]);
  const restaurant = restaurants[0] ?? null;
  return Response.json({ restaurant }, { status: restaurant ? 200 : 404, headers: HEADERS });
}
