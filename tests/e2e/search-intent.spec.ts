import { expect, test, type Page } from "./support/test";
import { routerState, whenHydrated } from "./support/hydration";

const showing = (page: Page) => page.getByTestId("showing-filters");
const cardNames = (page: Page) => page.getByTestId("restaurant-name").allTextContents();

test("typing 'korean bbq' shows the filters it became, each removable, with Korean barbecue places", async ({
  page,
}) => {
  await page.goto("/");
  // On a busy machine the first page's scripts can take a while: wait for the router, then the box.
  await expect.poll(async () => (await routerState(page)).initialized, { timeout: 30_000 }).toBe(true);
  const box = await whenHydrated(page.getByRole("searchbox", { name: "Search restaurants" }));
  await box.fill("korean bbq");
  await expect(page).toHaveURL(/\/\?cuisine=korean&style=barbecue&asked=korean\+bbq$/);
  // The words typed stay in sight beside the filters they became.
  await expect(page.getByRole("heading", { name: 'Search Results for "korean bbq"' })).toBeVisible();
  await expect(showing(page)).toContainText("Showing");
  await expect(showing(page).getByRole("link", { name: "Remove Korean" })).toBeVisible();
  await expect(showing(page).getByRole("link", { name: "Remove Barbecue" })).toBeVisible();
  expect(await cardNames(page)).toEqual(expect.arrayContaining(["K-Team BBQ", "Soowon Galbi"]));
  await expect(page.getByTestId("restaurant-card").first()).toContainText("Korean · Barbecue");

  await showing(page).getByRole("link", { name: "Remove Barbecue" }).click();
  await expect(page).toHaveURL(/\/\?cuisine=korean$/);
  await expect(showing(page).getByRole("link", { name: "Remove Barbecue" })).toHaveCount(0);
  await expect(showing(page).getByRole("link", { name: "Remove Korean" })).toBeVisible();
  expect(await cardNames(page)).toEqual(expect.arrayContaining(["Baroo", "Borit Gogae", "Soban"]));
});

test("a search's words become URL parameters before JavaScript too, the rest staying the search", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/?q=cheap+eats+dtla");
  await expect(page).toHaveURL(/\/\?neighborhood=downtown&price=%24&asked=cheap\+eats\+dtla$/);
  await expect(page.getByRole("searchbox", { name: "Search restaurants" })).toHaveValue("cheap eats dtla");
  await expect(showing(page)).toContainText("Downtown");
  await expect(showing(page)).toContainText("Budget ($)");
  await page.goto("/?q=sushi+kaneyoshi");
  await expect(page).toHaveURL(/\/\?q=sushi\+kaneyoshi$/);
  expect((await cardNames(page))[0]).toBe("Sushi Kaneyoshi");
  await context.close();
});

test("'pho' finds the pho place by name, not Phoenix in a description", async ({ page }) => {
  await page.goto("/?q=pho");
  expect(await cardNames(page)).toEqual(["Pho Ngoon"]);
});

test("the Japanese page includes the sushi bars and izakayas, and old cuisine addresses move", async ({ page }) => {
  test.slow();
  await page.goto("/restaurants/cuisine/japanese");
  const pager = page.getByText(/^Page 1 of \d+$/);
  const pages = (await pager.count()) ? Number((await pager.textContent())?.match(/of (\d+)/)?.[1]) : 1;
  const names = await cardNames(page);
  for (let n = 2; n <= pages; n++) {
    await page.goto(`/restaurants/cuisine/japanese?page=${n}`);
    names.push(...(await cardNames(page)));
  }
  expect(names).toEqual(expect.arrayContaining(["Sushi Kaneyoshi", "Morihiro", "Budonoki", "Camélia"]));

  const moved = await page.goto("/restaurants/cuisine/japanese-izakaya");
  expect(moved?.url()).toMatch(/\/restaurants\/cuisine\/japanese$/);
  await page.goto("/restaurants/cuisine/sushi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sushi Restaurants in Los Angeles");
  await expect(page.getByTestId("restaurant-card").first()).toContainText("Japanese · Sushi");
});
