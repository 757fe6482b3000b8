import type { AppLoadContext } from "@remix-run/cloudflare";
import { sharedListRead, sharedRestaurantsRead } from "~/models/shared-lists.server";
import { cachedSourceLinks } from "~/services/cached-reads.server";
import { readPage } from "~/services/read-page.server";

/** A shared list and its restaurants in one round trip (the list's slugs are read by a subquery); null for an unknown code. */
export async function loadSharedList(context: AppLoadContext, code: string) {
  const {
    meta,
    values: [list, restaurants],
  } = await readPage(context, [sharedListRead(context.db, code), sharedRestaurantsRead(context.db, code)]);
  if (!list) return null;
  return { ...list, code, restaurants, sources: await cachedSourceLinks(context, meta), meta };
}
