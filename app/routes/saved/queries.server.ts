import type { AppLoadContext } from "@remix-run/cloudflare";
import { SAVED_LIMIT } from "~/lib/saved-set";
import { noRead } from "~/models/batch.server";
import { restaurantsBySlugsRead } from "~/models/restaurants-by-slug.server";
import { cachedSourceLinks } from "~/services/cached-reads.server";
import { readPage } from "~/services/read-page.server";

const SLUG = /^[a-z0-9-]{1,140}$/;

/** Slug characters, no repeats, at most the saved limit; the rest is dropped, so one bad entry can't blank the page. */
export function parseSlugsParam(raw: string | null): string[] | null {
  if (raw === null) return null;
  return [...new Set(raw.split(",").filter((slug) => SLUG.test(slug)))].slice(0, SAVED_LIMIT);
}

/** The page shell needs only the badge links; the browser asks again with its saved slugs for the cards. */
export async function loadSaved(context: AppLoadContext, slugs: string[] | null) {
  const {
    meta,
    values: [restaurants],
  } = await readPage(context, [slugs ? restaurantsBySlugsRead(context.db, slugs) : noRead(null)]);
  return { sources: await cachedSourceLinks(context, meta), restaurants, meta };
}
