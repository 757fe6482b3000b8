import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  categoryEntries,
  profileEntries,
  restaurantChunk,
  SITEMAP_URL_LIMIT,
  sitemapChildren,
  sitemapIndexXml,
  staticEntries,
  urlsetXml,
} from "~/lib/sitemap";
import {
  countSitemapRestaurants,
  listSitemapCategories,
  listSitemapNewest,
  listSitemapRestaurants,
} from "~/models/sitemap.server";
import type { Db } from "~/db/client.server";
import { dataStamp } from "./data-stamp.server";
import { cachedJson } from "./kv-cache.server";

const SITEMAP_TTL_SECONDS = 24 * 60 * 60;

async function pageEntries(db: Db, updatedAt: string | null) {
  const [categories, newest] = await Promise.all([listSitemapCategories(db), listSitemapNewest(db)]);
  return [...staticEntries(updatedAt), ...categoryEntries(categories, updatedAt), ...profileEntries(newest)];
}

async function buildSitemap(
  db: Db,
  updatedAt: string | null,
  siteUrl: string,
  name: string | null,
): Promise<string | null> {
  const restaurantCount = await countSitemapRestaurants(db);
  const children = sitemapChildren(restaurantCount);
  if (name === null) {
    const pages = await pageEntries(db, updatedAt);
    if (pages.length + restaurantCount > SITEMAP_URL_LIMIT) return sitemapIndexXml(children, siteUrl, updatedAt);
    return urlsetXml([...pages, ...profileEntries(await listSitemapRestaurants(db, SITEMAP_URL_LIMIT))], siteUrl);
  }
  if (name === "pages") return urlsetXml(await pageEntries(db, updatedAt), siteUrl);
  const chunk = restaurantChunk(name);
  if (!chunk || !children.includes(name)) return null;
  const profiles = await listSitemapRestaurants(db, SITEMAP_URL_LIMIT, (chunk - 1) * SITEMAP_URL_LIMIT);
  return urlsetXml(profileEntries(profiles), siteUrl);
}

/**
 * /sitemap.xml (name null) or one child sitemap, from KV when this data version has been built
 * before: an import bumps the version, so the next request rebuilds it. Null for no such child.
 */
export async function loadSitemapXml(context: AppLoadContext, siteUrl: string, name: string | null) {
  const meta = await context.dataMeta();
  const key = `sitemap:${dataStamp(meta)}:${siteUrl}:${name ?? "index"}`;
  const { value } = await cachedJson(context.cloudflare.env.CACHE, key, SITEMAP_TTL_SECONDS, () =>
    buildSitemap(context.db, meta.updatedAt, siteUrl, name),
  );
  return value;
}

/** Sitemaps and robots.txt display inline; `?download=1` makes the browser save them instead. */
export function crawlerFileResponse(request: Request, body: string, contentType: string, filename: string) {
  const headers = new Headers({ "Content-Type": contentType, "Cache-Control": "public, max-age=3600" });
  if (new URL(request.url).searchParams.get("download") === "1") {
    headers.set("Content-Disposition", `attachment; filename="${filename}"`);
  }
  return new Response(body, { headers });
}
