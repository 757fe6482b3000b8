import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  categoryEntries,
  dataLastChanged,
  listEntries,
  profileEntries,
  restaurantChunk,
  SITEMAP_URL_LIMIT,
  sitemapChildren,
  sitemapIndexXml,
  staticEntries,
  urlsetXml,
} from "~/lib/sitemap";
import { countCategories } from "~/models/category-counts.server";
import {
  countSitemapRestaurants,
  latestDataChange,
  listSitemapEditions,
  listSitemapRestaurants,
} from "~/models/sitemap.server";
import type { Db } from "~/db/client.server";
import { cachedForData } from "./data-cache.server";
import type { DataMeta } from "~/models/data-meta.server";
import { readPage, stampedResponse } from "./read-page.server";

async function pageEntries(db: Db, updatedAt: string | null) {
  const [categories, editions] = await Promise.all([countCategories(db), listSitemapEditions(db)]);
  return [...staticEntries(updatedAt), ...categoryEntries(categories, updatedAt), ...listEntries(editions, updatedAt)];
}

/** Dated by when their data last changed: lists and categories by the ranking, profiles by their own. */
async function buildSitemap(db: Db, asOf: string | null, siteUrl: string, name: string | null): Promise<string | null> {
  const [restaurantCount, latestChange] = await Promise.all([countSitemapRestaurants(db), latestDataChange(db)]);
  const updatedAt = dataLastChanged(asOf, latestChange);
  const children = sitemapChildren(restaurantCount);
  if (name === null) {
    const pages = await pageEntries(db, updatedAt);
    if (pages.length + restaurantCount > SITEMAP_URL_LIMIT) return sitemapIndexXml(children, siteUrl, updatedAt);
    const profiles = profileEntries(await listSitemapRestaurants(db, SITEMAP_URL_LIMIT), updatedAt);
    return urlsetXml([...pages, ...profiles], siteUrl);
  }
  if (name === "pages") return urlsetXml(await pageEntries(db, updatedAt), siteUrl);
  const chunk = restaurantChunk(name);
  if (!chunk || !children.includes(name)) return null;
  const profiles = await listSitemapRestaurants(db, SITEMAP_URL_LIMIT, (chunk - 1) * SITEMAP_URL_LIMIT);
  return urlsetXml(profileEntries(profiles, updatedAt), siteUrl);
}

/** From the data cache: one built for this isolate's held markers needs no D1 call, so a far POP answers from KV;
 * otherwise D1's markers say which version to read or build. Name null: /sitemap.xml; xml null: no such child. */
export async function loadSitemapXml(context: AppLoadContext, siteUrl: string, name: string | null) {
  const { value, meta } = await cachedForData(
    context,
    `sitemap:${siteUrl}:${name ?? "index"}`,
    { held: await context.markers.current(), read: async () => (await readPage(context, [])).meta },
    (meta) => buildSitemap(context.db, meta.updatedAt, siteUrl, name),
    { memory: false },
  );
  return { xml: value, meta };
}

/** Inline; `?download=1` saves them. Stamped with the markers of the data they show (none for robots.txt). */
export function crawlerFileResponse(
  request: Request,
  body: string,
  contentType: string,
  filename: string,
  meta: DataMeta | null,
) {
  const headers = new Headers({ "Content-Type": contentType, "Cache-Control": "public, max-age=3600" });
  if (new URL(request.url).searchParams.get("download") === "1") {
    headers.set("Content-Disposition", `attachment; filename="${filename}"`);
  }
  return stampedResponse(body, meta, headers);
}
