import { readFileSync } from "node:fs";
import { join } from "node:path";
import { getText, type RequestSpec } from "./http";

/** A measured route: how to build its i-th request (a cache-busting param or a fresh ZIP, say). */
type BenchRoute = { key: string; label: string; request: (i: number) => RequestSpec };

const run = Date.now().toString(36);
/** A unique query parameter: a new edge-cache key, so the response is always rendered (a MISS). */
export function uncached(path: string, i: number): string {
  return `${path}${path.includes("?") ? "&" : "?"}nocache=${run}-${i}`;
}

let clients = 0;
/** A new client address per request, so the geo API's per-client rate limit never answers 429. */
function clientHeaders(): Record<string, string> {
  const n = clients++;
  return { "CF-Connecting-IP": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

export const HELLO: BenchRoute = {
  key: "hello",
  label: "hello-world /api/health",
  request: () => ({ path: "/api/health" }),
};

/** A page the issue names; `path` is null when it cannot be found (no profile linked from /). */
export type PageRoute = { key: string; label: string; path: string | null };

export async function pageRoutes(base: string): Promise<PageRoute[]> {
  const profile = await findProfilePath(base);
  return [
    { key: "home", label: "/", path: "/" },
    // Two filters and a page of results at every size (7 open curated places, about 480 of the
    // 100,000): the same page at each, so their ratio is the search's scaling, not an empty page's.
    { key: "search", label: "filtered search", path: "/?q=bar&occasion=date-night&price=3" },
    { key: "category", label: "category page", path: "/restaurants/cuisine/japanese" },
    { key: "profile", label: "profile", path: profile },
    { key: "sitemap", label: "/sitemap.xml", path: "/sitemap.xml" },
  ];
}

/** The first restaurant profile the home page links to (the top-ranked one). */
async function findProfilePath(base: string): Promise<string | null> {
  const { text } = await getText(base, "/");
  const reserved = /^\/restaurants\/(cuisine|neighborhood|price|occasion|cuisines|neighborhoods)(\/|$)/;
  const links = [...text.matchAll(/href="(\/restaurants\/[a-z0-9-]+)"/g)].map((m) => m[1]);
  return links.find((link) => !reserved.test(link)) ?? null;
}

export const WARM_ZIP = "90012";

/** Every ZIP in the shipped gazetteer but the warm one: each is a KV miss (a D1 read) the first time. */
export function coldZipPool(): () => string | null {
  const gazetteer = JSON.parse(
    readFileSync(join(import.meta.dirname, "..", "..", "data", "gazetteer.json"), "utf8"),
  ) as {
    zips: { zip: string }[];
  };
  const zips = gazetteer.zips.map((z) => z.zip).filter((zip) => zip !== WARM_ZIP);
  let next = 0;
  return () => zips[next++] ?? null;
}

export function zipRequest(zip: string): RequestSpec {
  return { path: `/api/geo/zip/${zip}`, headers: clientHeaders() };
}
