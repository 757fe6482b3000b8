import { expect, test, type Locator, type Page } from "./support/test";
import { whenHydrated } from "./support/hydration";

/** No tiles on this machine (nor offline): the markers and their fit must not depend on them. */
test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

/**
 * Every drawn cluster, pin and area marker: how many restaurants it stands for, and whether it lies
 * inside the map's box; and the places the map says it leaves out, as one marker always in view.
 */
function markersOnMap(map: Locator) {
  return map.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const note = el.querySelector("[data-testid=map-unplaced]");
    const unplaced = note ? [{ count: parseInt(note.textContent ?? "0", 10), inside: true }] : [];
    return [...el.querySelectorAll(".map-cluster, .map-pin, .map-area")]
      .map((marker) => {
        const r = marker.getBoundingClientRect();
        return {
          count: marker.classList.contains("map-cluster") ? parseInt(marker.getAttribute("title") ?? "0", 10) : 1,
          inside: r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom,
        };
      })
      .concat(unplaced);
  });
}

async function expectEveryRestaurantInView(map: Locator, total: number) {
  await expect(map).toHaveAttribute("data-map-ready", "true", { timeout: 25_000 });
  const markers = await markersOnMap(map);
  expect(markers.reduce((sum, m) => sum + m.count, 0)).toBe(total);
  expect(markers.filter((m) => !m.inside)).toEqual([]);
}

/** Under 768px the filter panel, and its View Map, are behind Show. */
async function openOverlay(page: Page, narrow: boolean) {
  if (narrow) await (await whenHydrated(page.getByRole("button", { name: "Show" }))).click();
  await (await whenHydrated(page.getByRole("link", { name: "View Map" }))).click();
  return page.getByRole("dialog", { name: /^LA Restaurant Map \(\d+ restaurants\)$/ });
}

test("the full-screen map opens fitted to every restaurant, none cut off at an edge", async ({ page, isMobile }) => {
  await page.goto("/");
  const overlay = await openOverlay(page, isMobile);
  const total = Number((await overlay.getByRole("heading").textContent())!.match(/\((\d+) restaurants\)/)![1]);
  expect(total).toBeGreaterThan(100);
  await expectEveryRestaurantInView(overlay.getByTestId("restaurant-map"), total);
});

test("the full-screen map fits again when its size changes before it is moved (a phone turned on its side)", async ({
  page,
  isMobile,
}) => {
  await page.goto("/");
  const overlay = await openOverlay(page, isMobile);
  const total = Number((await overlay.getByRole("heading").textContent())!.match(/\((\d+) restaurants\)/)![1]);
  const map = overlay.getByTestId("restaurant-map");
  await expectEveryRestaurantInView(map, total);
  // Half as tall (and, on the phone, twice as wide): the view fitted to the first size is too close for the second.
  await page.setViewportSize(isMobile ? { width: 844, height: 390 } : { width: 1440, height: 450 });
  await expect
    .poll(async () => {
      const markers = await markersOnMap(map);
      return markers.reduce((sum, m) => sum + m.count, 0) === total && markers.every((m) => m.inside);
    })
    .toBe(true);
});

test("the map view opens fitted to every matching restaurant", async ({ page }) => {
  await page.goto("/?view=map&cuisine=japanese&count=all");
  const cards = page.getByRole("list", { name: "Ranked restaurants" }).getByTestId("restaurant-card");
  const map = page.getByTestId("restaurant-map");
  await map.scrollIntoViewIfNeeded();
  await expectEveryRestaurantInView(map, await cards.count());
});
