import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { changesFeed } from "~/lib/changes/feed";
import { readPage, stampedResponse } from "~/services/read-page.server";
import { changesRead } from "~/models/data-changes.server";
import { editionHistoryRead } from "~/models/edition-import/index.server";

const FEED_ENTRIES = 20;

/** The latest changes as Atom, editions read among them (dated when we read them); shared at the edge. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const {
    meta,
    values: [{ changes }, editions],
  } = await readPage(context, [
    changesRead(context.db, FEED_ENTRIES, 0),
    editionHistoryRead(context.db, FEED_ENTRIES, 0),
  ]);
  const all = [
    ...changes.map((c) => ({ ...c, anchor: `v${c.version}` })),
    ...editions.map((e) => ({ ...e, anchor: `e${e.editionId}` })),
  ];
  return stampedResponse(changesFeed(new URL(request.url).origin, all, FEED_ENTRIES), meta, {
    "Content-Type": "application/atom+xml; charset=utf-8",
  });
}
