import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDataset } from "~/models/seed.server";
import { isCacheableRequest } from "../../workers/edge/cache-policy";
import { crawl, unstamped, type Crawled } from "./support/crawl-support";
import { clearData, db } from "./support/import-support";
import { ORIGIN } from "./support/seo-support";
import { sharedCode } from "./support/share-support";
import { shippedDataset } from "./support/shipped-dataset";

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
  "lists._index.tsx": ["/lists"],
  "lists.$source.tsx": ["/lists/la-times", "/lists/la-times?with=michelin-guide"],
  "lists.$source_.$list.$edition.tsx": ["/lists/yelp/top-100-us-restaurants/2024"],
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
