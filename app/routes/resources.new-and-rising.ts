/**
 * All of New & Rising (25 at most), for the home page's section, which asks for it as it
 * nears the screen and shows the first 10 until 'See All'.
 *
 *   GET /resources/new-and-rising → 200 { restaurants: RestaurantSummary[] }
 *
 * Public for a minute: nothing in it depends on who asks.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readPage } from "~/services/read-page.server";
import { newestRestaurantsRead } from "~/models/newest.server";
import { NEW_AND_RISING_LIMIT } from "~/lib/listing";

export async function loader({ context }: LoaderFunctionArgs) {
  const {
    values: [restaurants],
  } = await readPage(context, [newestRestaurantsRead(context.db, NEW_AND_RISING_LIMIT)]);
  return Response.json({ restaurants }, { headers: { "Cache-Control": "public, max-age=60" } });
}
