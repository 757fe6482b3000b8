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
