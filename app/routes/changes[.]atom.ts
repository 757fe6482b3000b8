import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { changesFeed } from "~/lib/changes/feed";
import { readPage } from "~/services/read-page.server";
import { changesRead } from "~/models/data-changes.server";

const FEED_ENTRIES = 20;

/** The latest data changes as an Atom feed; shared at the edge like the pages. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const {
    values: [{ changes }],
  } = await readPage(context, [changesRead(context.db, FEED_ENTRIES, 0)]);
  return new Response(changesFeed(new URL(request.url).origin, changes), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
