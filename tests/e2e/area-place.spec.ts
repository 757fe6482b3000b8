import { ranked } from "./support/shipped-data";
import { expect, test } from "./support/test";

/** A place the lists name only by its neighborhood: no street address, no coordinates of ours. */
const PLACE = ranked.find((r) => r.slug === "surawon-tofu-house")!;
const AREA = "Koreatown";

test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

const shot = (name: string, isMobile: boolean) => test.info().outputPath(`${name}-${isMobile ? "390" : "1440"}.png`);

test("a place without a street address says so on its card and profile, and its links search its name in its area", async ({
  page,
  isMobile,
}) => {
  await page.goto(`/?q=${encodeURIComponent(PLACE.name)}`);
  const card = page.getByTestId("restaurant-card").filter({ hasText: PLACE.name });
  await expect(card.getByTestId("card-address")).toHaveText(`Street address not on file: in ${AREA}`);
  await expect(card).not.toContainText("No Reservations");
  const directions = new URL((await card.getByRole("link", { name: /Directions/ }).getAttribute("href"))!);
  expect(directions.searchParams.get("destination")).toBe(`${PLACE.name}, ${AREA}`);
  await card.screenshot({ path: shot("area-card", isMobile) });

  await page.goto(`/restaurants/${PLACE.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PLACE.name);
  await expect(page.getByText(`Street address not on file: the lists we read place it in ${AREA}.`)).toBeVisible();
  expect(PLACE.address).toBeNull();
  await expect(page.getByText(PLACE.description!)).toBeVisible();
  const profileDirections = new URL((await page.getByRole("link", { name: "Get Directions" }).getAttribute("href"))!);
  expect(profileDirections.searchParams.get("destination")).toBe(`${PLACE.name}, ${AREA}`);
  await page.screenshot({ path: shot("area-profile", isMobile), fullPage: false });
});

test("the map draws it as an area marker at its neighborhood, and says how many places it cannot place", async ({
  page,
  isMobile,
}) => {
  await page.goto(`/?q=${encodeURIComponent(PLACE.name)}&view=map`);
  const map = page.getByTestId("restaurant-map").first();
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("data-map-ready", "true", { timeout: 25_000 });
  await expect(map.locator(".map-area")).toHaveCount(1);
  await expect(map.locator(".map-pin")).toHaveCount(0);
  await map.screenshot({ path: shot("area-map", isMobile) });

  await page.goto("/?view=map");
  const all = page.getByTestId("restaurant-map").first();
  await all.scrollIntoViewIfNeeded();
  await expect(all).toHaveAttribute("data-map-ready", "true", { timeout: 25_000 });
  await expect(all.getByTestId("map-unplaced")).toHaveText(
    /^\d+ places? known only by an area we cannot locate (is|are) not shown on the map$/,
  );
  await all.screenshot({ path: shot("map-unplaced", isMobile) });
});

test("a distance search leaves it out and says how many places known only by neighborhood are not included", async ({
  page,
  isMobile,
}) => {
  await page.goto("/?zip=90010&radius=3&count=all");
  await expect(page.getByTestId("distance-left-out")).toHaveText(
    /^\d+ places known only by neighborhood are not included: their distance is unknown$/,
  );
  await expect(page.getByTestId("restaurant-card").filter({ hasText: PLACE.name })).toHaveCount(0);
  // Around a place the list is nearest first, and its heading says so.
  await page.getByRole("heading", { name: "Nearest First" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot("distance", isMobile) });
});

test("'korean bbq' finds the Korean barbecue places", async ({ page, isMobile }) => {
  // The words become the Korean · Barbecue filters: the ranking narrowed, not a search (search-intent.spec.ts).
  await page.goto("/?q=korean+bbq");
  const names = page.getByRole("list", { name: /Search results|Ranked restaurants/ }).getByTestId("restaurant-name");
  await expect(names.filter({ hasText: "Soowon Galbi" })).toHaveCount(1);
  await expect(names.filter({ hasText: "K-Team BBQ" })).toHaveCount(1);
  await page.screenshot({ path: shot("korean-bbq", isMobile) });
});
