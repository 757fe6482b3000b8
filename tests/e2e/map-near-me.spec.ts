import { expect, test, type Page } from "./support/test";
import { whenHydrated } from "./support/hydration";

const SANTA_MONICA = { latitude: 34.0195, longitude: -118.4912 };

async function openNearMe(page: Page) {
  await page.goto("/");
  const button = page.getByRole("button", { name: /Near Me/ });
  await (await whenHydrated(button)).click();
  return page.getByRole("dialog", { name: "Find Near Me" });
}

/** The distances the cards show, once the list around the new location has arrived. */
async function distances(page: Page) {
  await expect(page.getByTestId("distance").first()).toBeVisible();
  return (await page.getByTestId("distance").allTextContents()).map((t) => Number(t.match(/([\d.]+) mi/)![1]));
}

test.describe("with location permission", () => {
  test.use({ permissions: ["geolocation"], geolocation: SANTA_MONICA });

  test("Near Me names the city, filters around the browser's location and sorts by distance", async ({ page }) => {
    const dialog = await openNearMe(page);
    await expect(dialog.getByTestId("browser-location")).toHaveText("Your location: Santa Monica, CA");
    await dialog.getByLabel("Within").selectOption("3");
    await dialog.getByRole("button", { name: "Apply" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/near=34\.0195%2C-118\.4912&radius=3|radius=3&near=34\.0195%2C-118\.4912/);
    const shown = await distances(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((d) => d <= 3)).toBe(true);
    // Nearest first as soon as a place is set: that is the view's own order, so the URL need not say it.
    const ascending = (d: number[]) => d.length > 1 && d.every((miles, i) => i === 0 || d[i - 1] <= miles);
    await expect.poll(async () => ascending(await distances(page))).toBe(true);
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page.getByLabel("Sort").locator("option:checked")).toHaveText("Sort: Distance");
    await page.getByLabel("Sort").selectOption("sourceCount");
    await expect(page).toHaveURL(/sort=sourceCount/);

    await page.getByRole("button", { name: /Near Me · 3 mi/ }).click();
    await dialog.getByRole("button", { name: "Clear" }).click();
    await expect(page).not.toHaveURL(/near=|radius=|sort=distance/);
    await expect(page.getByTestId("distance")).toHaveCount(0);
  });
});

test("without location permission Near Me says so in our words and falls back to downtown LA", async ({ page }) => {
  const dialog = await openNearMe(page);
  // Not the browser's own "User denied Geolocation".
  await expect(dialog.getByTestId("location-error")).toHaveText(
    "Location is turned off for this site, so we can't tell where you are.",
  );
  await expect(dialog.getByTestId("browser-location")).toHaveText("Using Los Angeles, CA instead.");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/near=34\.0522%2C-118\.2437/);
  await expect(page.getByTestId("distance").first()).toBeVisible();
});

test("a ZIP and a radius narrow the list; bad ZIPs and places say what went wrong", async ({ page }) => {
  const dialog = await openNearMe(page);
  const entry = dialog.getByLabel("Or a ZIP code, city or neighborhood");
  await entry.fill("90-01");
  await expect(entry).toHaveValue("9001");
  await entry.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(page).not.toHaveURL(/zip=/);

  await entry.fill("99999");
  await entry.press("Enter");
  await expect(dialog.getByRole("alert").filter({ hasText: "ZIP code not found" })).toBeVisible();

  await entry.fill("Atlantis Under The Sea");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "Location not found" })).toBeVisible();

  await entry.fill("900123");
  await expect(entry).toHaveValue("90012");
  await dialog.getByLabel("Within").selectOption("1");
  await entry.press("Enter");
  await expect(page).toHaveURL(/zip=90012&radius=1|radius=1&zip=90012/);
  const shown = await distances(page);
  const found = Number((await page.getByTestId("filtered-count").textContent())!.split(" ")[0]);
  expect(found).toBeGreaterThan(0);
  expect(shown.length).toBe(Math.min(found, 10));
  expect(shown.every((d) => d <= 1)).toBe(true);
});

test("a city name is geocoded and filters around it", async ({ page }) => {
  const dialog = await openNearMe(page);
  await dialog.getByLabel("Or a ZIP code, city or neighborhood").fill("Santa Monica");
  await dialog.getByLabel("Within").selectOption("5");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/near=34\.\d+%2C-118\.\d+/);
  expect((await distances(page)).every((d) => d <= 5)).toBe(true);
});
