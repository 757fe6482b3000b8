import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { changesFeed } from "~/lib/changes/feed";
import { readOne } from "~/models/batch.server";
import { changesRead } from "~/models/data-changes.server";

const FEED_ENTRIES = 20;

/** The latest data changes as an Atom feed; shared at the edge like the pages. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { changes } = await readOne(context.db, changesRead(context.db, FEED_ENTRIES, 0));
  return new Response(changesFeed(new URL(request.url).origin, changes), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
