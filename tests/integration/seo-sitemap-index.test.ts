import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import { generateRestaurants } from "../../scripts/lib/synthetic";
import { upsertRestaurants } from "~/models/restaurant-upsert.server";
import { toRestaurantRows } from "~/models/seed.server";
import { db, seedFixtures } from "./support/import-support";
import { fetchSettled, locs, ORIGIN, profileUrls, sitemapXml } from "./support/seo-support";

const CATEGORY_OR_INDEX = /\/restaurants\/(cuisine|neighborhood|price|occasion|cuisines|neighborhoods)(\/|$)/;

// Alone in its file: 100,000 rows take a while to write, and would slow every later test's clean-up.
it(
  "with 100,000 restaurants /sitemap.xml is an index of child sitemaps, none over 50,000 URLs",
  { timeout: 240_000 },
  async () => {
    await seedFixtures();
    await upsertRestaurants(db(), toRestaurantRows(generateRestaurants(100_000, 7)));
    await env.DB.prepare("UPDATE data_meta SET value = ? WHERE key = 'data_updated_at'")
      .bind(new Date().toISOString())
      .run();

    const index = await sitemapXml("/sitemap.xml");
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const children = locs(index);
    expect(children).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/restaurants-1.xml`,
      `${ORIGIN}/sitemaps/restaurants-2.xml`,
      `${ORIGIN}/sitemaps/restaurants-3.xml`,
    ]);

    const listed: string[] = [];
    for (const child of children) {
      const urls = locs(await sitemapXml(new URL(child).pathname));
      expect(urls.length).toBeLessThanOrEqual(50_000);
      listed.push(...urls);
    }
    const profiles = await profileUrls();
    expect(profiles.length).toBe(100_006);
    const listedProfiles = listed.filter((u) => u.startsWith(`${ORIGIN}/restaurants/`) && !CATEGORY_OR_INDEX.test(u));
    expect(listedProfiles.sort()).toEqual(profiles.sort());
    expect((await fetchSettled("/sitemaps/restaurants-4.xml")).status).toBe(404);
  },
);
