import { expect, test, type Page } from "./support/test";
import { BEEN_STORAGE_KEY } from "~/lib/saved-set";
import { readCsvDownload, readGeoJsonDownload, readKmlDownload, type ReadPlace } from "./support/exports";
import { whenHydrated, whenStill } from "./support/hydration";
import { ranked } from "./support/shipped-data";

// Three places on the first page of '/', past the top three (other journeys rewrite their descriptions).
const three = ranked.slice(4, 7);
const inRankOrder = three.map((r) => r.name);
// A place known only to its neighborhood has no point: the exports invent none.
const expected: ReadPlace[] = three.map((r) => ({
  name: r.name,
  point: r.latitude === null || r.longitude === null ? null : [r.longitude, r.latitude],
}));
const byName = (places: ReadPlace[]) => [...places].sort((a, b) => a.name.localeCompare(b.name));

const savedList = (page: Page) => page.getByRole("list", { name: "Saved restaurants" });
const banner = (page: Page) => page.getByText(/^You're offline: showing your saved list as of /);

/** Everything the service worker keeps for this list is in its cache: /saved, its cards' data, each profile. */
async function keptOffline(page: Page, slugs: string[]) {
  const paths = ["/saved", "/saved.data", ...slugs.map((slug) => `/restaurants/${slug}`)];
  await expect
    .poll(
      () => page.evaluate(async (all) => (await Promise.all(all.map((p) => caches.match(p)))).every(Boolean), paths),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
}

test("save three, share them, open the link elsewhere and save all; export, mark Been, and keep the list offline", async ({
  page,
  browser,
  context,
}) => {
  test.slow();
  await page.goto("/");
  const cards = page.getByRole("list", { name: "Ranked restaurants" }).getByTestId("restaurant-card");
  for (const place of three) {
    const card = cards.filter({ has: page.getByRole("heading", { name: place.name, exact: true }) });
    const save = await whenHydrated(await whenStill(card.getByRole("button", { name: `Save ${place.name}` })));
    await save.click();
    await expect(card.getByRole("button", { name: `Saved ${place.name}` })).toHaveAttribute("aria-pressed", "true");
  }

  await page.getByRole("banner").getByRole("link", { name: /Saved/ }).click();
  await expect(savedList(page).getByTestId("restaurant-name")).toHaveCount(3);
  await page.getByRole("button", { name: "Share this list" }).click();
  const link = await page.getByLabel("Anyone with this link can see your list of 3 restaurants:").inputValue();
  expect(link).toMatch(/\/l\/[A-Za-z0-9_-]{16}$/);

  // A friend opens the link in a browser of their own, and saves the lot.
  const friend = await browser.newContext();
  const theirs = await friend.newPage();
  await theirs.goto(link);
  await expect(theirs.getByRole("heading", { level: 1 })).toHaveText("A shared list of 3 restaurants");
  await expect(theirs.getByRole("list", { name: "Shared restaurants" }).getByTestId("restaurant-name")).toHaveText(
    inRankOrder,
  );
  await (await whenHydrated(theirs.getByRole("button", { name: "Save all 3" }))).click();
  await expect(theirs.getByRole("button", { name: "All saved" })).toBeDisabled();
  await theirs.getByRole("banner").getByRole("link", { name: /Saved/ }).click();
  await expect(savedList(theirs).getByTestId("restaurant-name")).toHaveCount(3);
  await friend.close();

  // Each export reads back, with a library nobody here wrote, as the same three places where they are.
  const readers = { KML: readKmlDownload, GeoJSON: readGeoJsonDownload, CSV: readCsvDownload };
  for (const [format, read] of Object.entries(readers)) {
    const exports = page.getByRole("form", { name: "Export your list" });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      exports.getByRole("button", { name: format, exact: true }).click(),
    ]);
    expect(byName(await read(download)), format).toEqual(byName(expected));
  }

  // Been: two of the three, and the progress on /saved and on the home page.
  for (const place of three.slice(0, 2)) {
    await savedList(page)
      .getByRole("button", { name: `Been to ${place.name}` })
      .click();
    await expect(savedList(page).getByRole("button", { name: `Been to ${place.name}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  }
  await expect(page.getByTestId("been-progress")).toHaveText("✓You've been to 2 of the top 50");
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), BEEN_STORAGE_KEY))!)).toHaveLength(2);
  await page.getByRole("link", { name: "Back to List" }).click();
  await expect(page.getByTestId("been-progress")).toHaveText("✓You've been to 2 of the top 50");

  // Offline: the saved list and a saved profile still open, with a banner saying so.
  await page.goto("/saved");
  await keptOffline(
    page,
    three.map((r) => r.slug),
  );
  // The browser's own HTTP cache holds pages for a minute; emptied, as a minute later it would have
  // expired, so what answers offline is the service worker's copy.
  const devtools = await context.newCDPSession(page);
  await devtools.send("Network.clearBrowserCache");
  await devtools.detach();
  await context.setOffline(true);
  const offlineSaved = await page.goto("/saved");
  expect((await offlineSaved?.allHeaders())?.["x-offline-copy"]).toBeTruthy();
  await expect(banner(page)).toBeVisible();
  await expect(savedList(page).getByTestId("restaurant-name")).toHaveCount(3);
  await page.goto(`/restaurants/${three[2].slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(three[2].name);
  await expect(banner(page)).toBeVisible();

  // Back online: pages come from the site again, and the banner goes.
  await context.setOffline(false);
  for (const path of [`/restaurants/${three[2].slug}`, "/saved"]) {
    const fresh = await page.goto(path);
    expect(fresh?.status(), path).toBe(200);
    const headers = await fresh?.allHeaders();
    expect(headers?.["x-offline-copy"], path).toBeUndefined();
    expect(headers?.["x-edge-cache"], path).toMatch(/^(HIT|MISS|BYPASS)$/);
    await expect(banner(page)).toHaveCount(0);
  }
  await expect(savedList(page).getByTestId("restaurant-name")).toHaveCount(3);
});

test("on a network that answers nothing while the browser says it is online, the kept copy says offline until a request gets through", async ({
  page,
  context,
}) => {
  const [place] = three;
  await page.addInitScript(
    (slug) => localStorage.setItem("la-eats-ranked:saved:v1", JSON.stringify([slug])),
    place.slug,
  );
  await page.goto("/saved");
  await keptOffline(page, [place.slug]);
  const devtools = await context.newCDPSession(page);
  await devtools.send("Network.clearBrowserCache");
  await devtools.detach();
  // Every request fails, the service worker's included, yet navigator.onLine stays true.
  await context.route("**/*", (route) => route.abort("internetdisconnected"));
  const copy = await page.goto("/saved");
  expect((await copy?.allHeaders())?.["x-offline-copy"]).toBeTruthy();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(banner(page)).toBeVisible();
  await expect(page.getByText(/^You're back online/)).toHaveCount(0);

  // The network returns with no event to say so: the next check (here the browser's 'online') finds the site.
  await context.unroute("**/*");
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(page.getByText(/^You're back online\. This copy of your saved list is from /)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test("a list of one is shared and shown as '1 restaurant'", async ({ page }) => {
  await page.addInitScript(
    (slug) => localStorage.setItem("la-eats-ranked:saved:v1", JSON.stringify([slug])),
    ranked[7].slug,
  );
  await page.goto("/saved");
  await (await whenHydrated(page.getByRole("button", { name: "Share this list" }))).click();
  const link = await page.getByLabel("Anyone with this link can see your list of 1 restaurant:").inputValue();
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A shared list of 1 restaurant");
});
