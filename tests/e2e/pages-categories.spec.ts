import { expect, test, type Page } from "./support/test";
import { whenHydrated, whenStill } from "./support/hydration";
import { countBy, ranked, rankSaid } from "./support/shipped-data";

/** What these journeys expect, from the data the e2e database is seeded with. */
function loadFacts() {
  const cuisineCounts = countBy(ranked, (r) => r.cuisineSlug);
  const [topCuisine] = [...cuisineCounts]
    .filter(([, n]) => n > 10)
    .sort(([a, n], [b, m]) => m - n || (a < b ? -1 : 1))
    .map(([slug]) => slug);
  return {
    topCuisine,
    topNames: ranked.filter((r) => r.cuisineSlug === topCuisine).map((r) => r.name),
    topRanked: ranked.filter((r) => r.cuisineSlug === topCuisine),
  };
}

const facts = loadFacts();

const cardNames = (page: Page) => page.getByTestId("restaurant-card").getByTestId("restaurant-name");

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
