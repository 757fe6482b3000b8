/** New & Rising's first 25 and total, fetched as the section nears the screen; public for a minute: nobody-specific. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readPage } from "~/services/read-page.server";
import { newestCountRead, newestRestaurantsRead } from "~/models/newest.server";
import { NEW_AND_RISING_LIMIT } from "~/lib/listing";

export async function loader({ context }: LoaderFunctionArgs) {
  const {
    values: [restaurants, total],
  } = await readPage(context, [newestRestaurantsRead(context.db, NEW_AND_RISING_LIMIT), newestCountRead(context.db)]);
  return Response.json({ restaurants, total }, { headers: { "Cache-Control": "public, max-age=60" } });
}
