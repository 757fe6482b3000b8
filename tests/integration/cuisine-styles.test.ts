import { beforeAll, describe, expect, it } from "vitest";
import type { RestaurantInput } from "~/lib/restaurant-record";
import { STYLE_PAGE_MIN_PLACES } from "~/lib/cuisine/taxonomy";
import { seedDataset } from "~/models/seed.server";
import { fixtureDataset } from "../fixtures/dataset";
import { withEditions } from "../fixtures/editions";
import { clearData, db } from "./support/import-support";
import { fetchSettled, locs, ORIGIN, sitemapXml } from "./support/seo-support";

const place = (name: string, cuisine: string): RestaurantInput => ({
  name,
  cuisine,
  neighborhood: "Little Tokyo",
  price: "$$$",
  sources: ["LA Times"],
});

/** Sushi at the threshold (its page), one izakaya (below it: its address moves to Japanese), and Parks BBQ's barbecue. */
const sushiBars = Array.from({ length: STYLE_PAGE_MIN_PLACES }, (_, i) => place(`Sushi Counter ${i + 1}`, "Sushi"));
const styledDataset = withEditions({
  ...fixtureDataset,
  restaurants: [...fixtureDataset.restaurants, ...sushiBars, place("Test Izakaya", "Japanese Izakaya")],
});

beforeAll(async () => {
  await clearData();
  await seedDataset(db(), styledDataset);
});

const html = async (path: string) => {
  const response = await fetchSettled(path);
  expect(response.status, path).toBe(200);
  return response.text();
};

describe("cuisine style pages", () => {
  it("the sitemap lists each style page, every cuisine address in it answers 200, and no style below the threshold", async () => {
    const cuisines = locs(await sitemapXml("/sitemap.xml")).filter((url) => url.includes("/restaurants/cuisine/"));
    expect(cuisines).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/restaurants/cuisine/japanese`,
        `${ORIGIN}/restaurants/cuisine/sushi`,
        `${ORIGIN}/restaurants/cuisine/barbecue`,
      ]),
    );
    expect(cuisines).not.toContain(`${ORIGIN}/restaurants/cuisine/izakaya`);
    for (const url of cuisines) expect((await fetchSettled(url.slice(ORIGIN.length))).status, url).toBe(200);
    expect((await fetchSettled("/restaurants/cuisine/izakaya")).status).toBe(301);
  });

  it("the cuisines index shows each style that has a page under its family, with its count", async () => {
    const page = await html("/restaurants/cuisines");
    const japanese = /<ul aria-label="Japanese styles"[^>]*>(.*?)<\/ul>/.exec(page)?.[1] ?? "";
    expect(japanese).toMatch(
      new RegExp(`href="/restaurants/cuisine/sushi"[^>]*>Sushi<span[^>]*>${STYLE_PAGE_MIN_PLACES}<span`),
    );
    expect(japanese).not.toContain("izakaya");
    expect(page).not.toContain('href="/restaurants/cuisine/izakaya"');
    const across = page.slice(page.indexOf('aria-label="Styles across cuisines"'));
    expect(across).toMatch(/href="\/restaurants\/cuisine\/barbecue"[^>]*><span[^>]*>Barbecue<\/span><span[^>]*>1<span/);
    expect(page).toContain(`cuisines · 2 styles`);
  });

  it("a sushi bar's profile links its style; an izakaya's names its style without a link to an address that moves", async () => {
    const badge = (page: string) => /data-testid="cuisine-badge">(.*?)<\/span><\/li>/.exec(page)?.[1] ?? "";
    const sushi = badge(await html("/restaurants/sushi-counter-1"));
    expect(sushi).toMatch(/href="\/restaurants\/cuisine\/japanese"[^>]*>Japanese<\/a>/);
    expect(sushi).toMatch(/href="\/restaurants\/cuisine\/sushi"[^>]*>Sushi<\/a>/);
    const izakaya = badge(await html("/restaurants/test-izakaya"));
    expect(izakaya).toMatch(/href="\/restaurants\/cuisine\/japanese"[^>]*>Japanese<\/a>/);
    expect(izakaya).toMatch(/<span class="[^"]*">Izakaya<\/span>$/);
    expect(izakaya).not.toContain("/restaurants/cuisine/izakaya");
  });
});
