import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDataset } from "~/models/seed.server";
import { isCacheableRequest } from "../../workers/edge/cache-policy";
import { crawl, internalPath, type Crawled } from "./support/crawl-support";
import { clearData, db } from "./support/import-support";
import { locs, ORIGIN, sitemapXml } from "./support/seo-support";
import { sharedCode } from "./support/share-support";
import { shippedDataset } from "./support/shipped-dataset";

/** How many addresses are fetched at once. */
const PARALLEL = 6;

/**
 * A crawl from /sitemap.xml, as a search engine would: every page's links are fetched, but those of a
 * page that is not its own canonical (or noindex) are not followed, or the filter links would walk
 * every combination.
 */
async function crawlSite() {
  const sitemap = new Set(locs(await sitemapXml("/sitemap.xml")).map((loc) => internalPath(loc, "/")!));
  const pages = new Map<string, Crawled>();
  const linkedFrom = new Map<string, string>();
  let frontier = [...sitemap];
  while (frontier.length) {
    const next: string[] = [];
    for (let i = 0; i < frontier.length; i += PARALLEL) {
      const batch = frontier.slice(i, i + PARALLEL);
      const crawled = await Promise.all(batch.map(crawl));
      batch.forEach((path, j) => {
        const page = crawled[j];
        pages.set(path, page);
        const ownPage = page.status === 200 && !page.robots?.includes("noindex") && page.canonical === ORIGIN + path;
        const onward = page.status === 301 && page.location ? [internalPath(page.location, path)!] : [];
        for (const link of [...onward, ...(ownPage ? page.links : [])]) {
          if (pages.has(link) || linkedFrom.has(link)) continue;
          linkedFrom.set(link, path);
          next.push(link);
        }
      });
    }
    frontier = next;
  }
  return { sitemap, pages, linkedFrom };
}

/** Every route module, so that a new one must name an address here and is fetched too. */
const routeModules = Object.keys({
  ...import.meta.glob("/app/routes/*.{ts,tsx}"),
  ...import.meta.glob("/app/routes/*/route.{ts,tsx}"),
});

/** Addresses of each route module; `{slug}` is a ranked place, `{code}` a shared list of it. */
const ROUTE_ADDRESSES: Record<string, string[]> = {
  "$.tsx": ["/no/such/page"],
  "_index/route.tsx": ["/", "/?q=tacos&cuisine=mexican", "/?q={slug}", "/?view=map&sort=name"],
  "account/route.tsx": ["/account"],
  "account_.data.ts": ["/account/data"],
  "account_.deleted.tsx": ["/account/deleted"],
  "admin.bootstrap.ts": ["/admin/bootstrap"],
  "admin.imports.$id.file.ts": ["/admin/imports/1/file"],
  "admin.imports.$id.rejected.ts": ["/admin/imports/1/rejected"],
  "admin.imports.ts": ["/admin/imports"],
  "admin/route.tsx": ["/admin"],
  "admin_.imports_.$id/route.tsx": ["/admin/imports/1"],
  "admin_.restaurants.$slug/route.tsx": ["/admin/restaurants/{slug}"],
  "auth.tsx": ["/auth"],
  "auth_.confirm.tsx": ["/auth/confirm"],
  "auth_.forgot.tsx": ["/auth/forgot"],
  "auth_.reset.tsx": ["/auth/reset"],
  "changes.tsx": ["/changes", "/changes?page=2"],
  "changes[.]atom.ts": ["/changes.atom"],
  "dev.outbox.tsx": ["/dev/outbox"],
  "export.$format/route.ts": ["/export/csv", "/export/kml?list={code}"],
  "l.($code)/route.tsx": ["/l/{code}"],
  "methodology.tsx": ["/methodology"],
  "newest/route.tsx": ["/newest", "/newest?all=1"],
  "privacy-policy.tsx": ["/privacy-policy"],
  "resources.been-progress.ts": ["/resources/been-progress"],
  "resources.been.ts": ["/resources/been"],
  "resources.card.$slug.ts": ["/resources/card/{slug}"],
  "resources.map-points.ts": ["/resources/map-points"],
  "resources.new-and-rising.ts": ["/resources/new-and-rising"],
  "resources.saved.ts": ["/resources/saved"],
  "resources.share.ts": ["/resources/share"],
  "restaurants.$slug/route.tsx": ["/restaurants/{slug}"],
  "restaurants.$slug_.report/route.tsx": ["/restaurants/{slug}/report"],
  "restaurants.$type.$slug/route.tsx": ["/restaurants/cuisine/mexican", "/restaurants/price/2?page=2"],
  "restaurants._index.tsx": ["/restaurants"],
  "restaurants.category-index.tsx": ["/restaurants/cuisines", "/restaurants/occasion"],
  "robots[.]txt.ts": ["/robots.txt"],
  "saved/route.tsx": ["/saved", "/saved?slugs={slug}"],
  "sign-out.ts": ["/sign-out"],
  "sitemap[.]xml.ts": ["/sitemap.xml"],
  "sitemaps.$name[.]xml.ts": ["/sitemaps/pages.xml"],
  "terms-of-use.tsx": ["/terms-of-use"],
};

/** A page the edge would share but that names no data stamp, or that the edge did not store. */
const unstamped = (pages: Iterable<[string, Crawled]>) =>
  [...pages]
    .filter(([, page]) => page.shareable && (!page.dataStamp || !["MISS", "HIT"].includes(page.edgeCache ?? "")))
    .map(([path, page]) => `${path}: stamp ${page.dataStamp}, edge ${page.edgeCache}`);

describe("a crawl from /sitemap.xml", () => {
  let site: Awaited<ReturnType<typeof crawlSite>>;

  beforeAll(async () => {
    await clearData();
    await seedDataset(db(), shippedDataset());
    site = await crawlSite();
  }, 600_000);

  it("finds every internal link answering 200, or a 301 to a page that does", () => {
    const { pages, linkedFrom } = site;
    expect(pages.size).toBeGreaterThan(500);
    const broken = [...pages]
      .filter(([, page]) => page.status !== 200 && page.status !== 301)
      .map(([path, page]) => `${path} answered ${page.status}, linked from ${linkedFrom.get(path) ?? "the sitemap"}`);
    expect(broken).toEqual([]);
    const redirects = [...pages].filter(([, page]) => page.status === 301);
    for (const [path, page] of redirects) {
      expect(pages.get(internalPath(page.location!, path)!)?.status, `${path} → ${page.location}`).toBe(200);
    }
  });

  it("finds no indexable page outside the sitemap: any other view is noindex or names an address in it", () => {
    const { sitemap, pages, linkedFrom } = site;
    const stray = [...pages]
      .filter(([, page]) => page.status === 200 && page.html && !page.robots?.includes("noindex"))
      .filter(([, page]) => !page.canonical || !sitemap.has(internalPath(page.canonical, "/")!))
      .map(([path, page]) => `${path} (canonical ${page.canonical}), linked from ${linkedFrom.get(path)}`);
    expect(stray).toEqual([]);
  });

  it("finds every page titled in under 65 characters, described, and with a large share image", () => {
    const missing = [...site.pages]
      .filter(([, page]) => page.status === 200 && page.html)
      .filter(
        ([, page]) =>
          !page.title ||
          page.title.length >= 65 ||
          !page.description?.trim() ||
          !page.ogImage ||
          page.twitterCard !== "summary_large_image",
      )
      .map(
        ([path, page]) =>
          `${path}: "${page.title}" (${page.title.length}), ${page.description ? "" : "no description"}`,
      );
    expect(missing).toEqual([]);
  });

  it("finds every page the edge would share stored under the data stamp its loader answered with", () => {
    expect([...site.pages.values()].filter((page) => page.shareable).length).toBeGreaterThan(500);
    expect(unstamped(site.pages)).toEqual([]);
  });
});

describe("every route's public addresses, in or out of the sitemap", () => {
  beforeAll(async () => {
    await clearData();
    await seedDataset(db(), shippedDataset());
  }, 600_000);

  it("are stored under the data stamp their loader answered with, when the edge would share them", async () => {
    expect(routeModules.map((path) => path.replace("/app/routes/", "")).sort()).toEqual(
      Object.keys(ROUTE_ADDRESSES).sort(),
    );
    const [{ slug }] = await db().all<{ slug: string }>(sql`SELECT slug FROM restaurants ORDER BY slug LIMIT 1`);
    const code = await sharedCode([slug]);
    const paths = Object.values(ROUTE_ADDRESSES)
      .flat()
      .map((path) => path.replace("{slug}", slug).replace("{code}", code))
      .filter((path) => isCacheableRequest(new Request(ORIGIN + path), false));
    const pages = await Promise.all(paths.map(async (path) => [path, await crawl(path)] as [string, Crawled]));
    expect(pages.filter(([, page]) => page.shareable).length).toBeGreaterThan(15);
    expect(unstamped(pages)).toEqual([]);
  });
});
