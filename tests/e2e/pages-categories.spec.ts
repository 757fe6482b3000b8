import { expect, test, type Page, type Response } from "./support/test";
import { whenHydrated, whenStill } from "./support/hydration";
import { withAreaGroups } from "~/lib/areas";
import { countBy, neighborhoodDescriptions, ranked, rankSaid } from "./support/shipped-data";

/** What these journeys expect, from the data the e2e database is seeded with. */
function loadFacts() {
  const cuisineCounts = countBy(ranked, (r) => r.cuisineSlug);
  const [topCuisine] = [...cuisineCounts]
    .filter(([, n]) => n > 10)
    .sort(([a, n], [b, m]) => m - n || (a < b ? -1 : 1))
    .map(([slug]) => slug);
  const hoods = new Set(ranked.map((r) => r.neighborhoodSlug));
  // The regions and districts holding them are listed among the neighborhoods too.
  const areas = withAreaGroups(
    [...countBy(ranked, (r) => r.neighborhoodSlug)].map(([slug, count]) => ({ slug, name: slug, count })),
  );
  return {
    cuisines: cuisineCounts.size,
    neighborhoods: areas.length,
    budget: ranked.filter((r) => r.price === 1).length,
    topCuisine,
    topNames: ranked.filter((r) => r.cuisineSlug === topCuisine).map((r) => r.name),
    topRanked: ranked.filter((r) => r.cuisineSlug === topCuisine),
    hood: neighborhoodDescriptions.filter((d) => hoods.has(d.slug)).sort((a, b) => (a.slug < b.slug ? -1 : 1))[0],
  };
}

const facts = loadFacts();

async function redirectStatus(response: Response | null): Promise<number | undefined> {
  return (await response?.request().redirectedFrom()?.response())?.status();
}

const cardNames = (page: Page) => page.getByTestId("restaurant-card").getByTestId("restaurant-name");

test("the hub links the 20 commonest cuisines and neighborhoods, See All for the rest, four prices and three occasions", async ({
  page,
}) => {
  const { cuisines, neighborhoods } = facts;
  expect(cuisines).toBeGreaterThan(20);
  await page.goto("/restaurants");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse Los Angeles Restaurants");
  await expect(page.getByRole("list", { name: "Cuisines" }).getByRole("link")).toHaveCount(20);
  await expect(page.getByRole("list", { name: "Neighborhoods" }).getByRole("link")).toHaveCount(20);
  await expect(page.getByRole("list", { name: "Price ranges" }).getByRole("link")).toHaveCount(4);
  await expect(page.getByRole("list", { name: "Occasions" }).getByRole("link")).toHaveCount(3);
  await expect(page.getByRole("link", { name: `See All ${neighborhoods} Neighborhoods` })).toHaveAttribute(
    "href",
    "/restaurants/neighborhoods",
  );

  await page.getByRole("link", { name: `See All ${cuisines} Cuisines` }).click();
  await expect(page).toHaveURL(/\/restaurants\/cuisines$/);
  // Each family's own link (a family's styles sit in a list of their own within it).
  await expect(page.getByRole("list", { name: "All Cuisines" }).locator(":scope > li > a")).toHaveCount(cuisines);
});

test("each index page lists its categories with counts, and a category's page finds that many", async ({ page }) => {
  for (const [path, list, total] of [
    ["/restaurants/cuisines", "All Cuisines", facts.cuisines],
    ["/restaurants/neighborhoods", "All Neighborhoods", facts.neighborhoods],
    ["/restaurants/price", "Restaurants by Price", 4],
    ["/restaurants/occasion", "Restaurants by Occasion", 3],
  ] as const) {
    await page.goto(path);
    const links = page.getByRole("list", { name: list }).locator(":scope > li > a");
    await expect(links).toHaveCount(total);
    await expect(links.first()).toHaveAttribute(
      "href",
      /^\/restaurants\/(cuisine|neighborhood|price|occasion)\/[a-z0-9-]+$/,
    );
  }
  await page.goto("/restaurants/price");
  await page.getByRole("link", { name: `Budget ($) ${facts.budget} restaurants` }).click();
  await expect(page).toHaveURL(/\/restaurants\/price\/budget$/);
  await expect(page.getByTestId("category-count")).toHaveText(`${facts.budget} restaurants found`);
});

test("the singular cuisine and neighborhood index addresses move, permanently, to the plural pages", async ({
  page,
}) => {
  for (const [path, plural] of [
    ["/restaurants/cuisine", "/restaurants/cuisines"],
    ["/restaurants/neighborhood", "/restaurants/neighborhoods"],
  ]) {
    expect(await redirectStatus(await page.goto(path)), path).toBe(301);
    await expect(page).toHaveURL(new RegExp(`${plural}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^All (Cuisines|Neighborhoods)$/);
  }
});

test("a category page shows 10 per page with Previous, Next and 'Page X of Y'", async ({ page }) => {
  const { topCuisine: slug, topNames: names } = facts;
  const pages = Math.ceil(names.length / 10);
  await page.goto(`/restaurants/cuisine/${slug}`);
  await expect(page.getByTestId("category-count")).toHaveText(`${names.length} restaurants found`);
  await expect(cardNames(page)).toHaveText(names.slice(0, 10));
  const nav = page.getByRole("navigation", { name: "Pagination" });
  await expect(nav).toContainText(`Page 1 of ${pages}`);
  await expect(nav.getByRole("link", { name: "Previous" })).toHaveCount(0);

  // Let the page settle first: a click aimed while hydration and card rendering still move the link can miss it.
  await (await whenStill(await whenHydrated(nav.getByRole("link", { name: "Next" })))).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/cuisine/${slug}\\?page=2$`));
  await expect(nav).toContainText(`Page 2 of ${pages}`);
  await expect(cardNames(page)).toHaveText(names.slice(10, 20));
  // Ranks within the category, shared where places are on as many lists.
  const eleventh = facts.topRanked[10];
  await expect(page.locator(".card-rank").first()).toHaveText(rankSaid(facts.topRanked, eleventh.sourceCount));

  await (await whenStill(nav.getByRole("link", { name: "Previous" }))).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/cuisine/${slug}$`));
  await expect(cardNames(page).first()).toHaveText(names[0]);
});

test("a neighborhood page shows its description from D1 and its restaurants", async ({ page }) => {
  const { hood } = facts;
  await page.goto(`/restaurants/neighborhood/${hood.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Restaurants in ${hood.title}`);
  await expect(page.getByText(hood.text)).toBeVisible();
  await expect(page.getByTestId("restaurant-card").first()).toBeVisible();
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "All Neighborhoods" }).click();
  await expect(page).toHaveURL(/\/restaurants\/neighborhoods$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the hub, an index page and category paging all work as plain links", async ({ page }) => {
    await page.goto("/restaurants");
    await page.getByRole("list", { name: "Cuisines" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/restaurants\/cuisine\/[a-z-]+$/);
    await page.goto(`/restaurants/cuisine/${facts.topCuisine}`);
    await (
      await whenStill(page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }))
    ).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText("Page 2 of");
  });
});
