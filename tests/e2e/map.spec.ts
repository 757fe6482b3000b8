import { expect, test, type Locator, type Page } from "./support/test";
import { whenHydrated } from "./support/hydration";

/** Offline: tile requests fail fast, as they would without network. Markers must not care. */
test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

const mapIn = (scope: Page | Locator) => scope.getByTestId("restaurant-map");

async function waitForMap(map: Locator) {
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("data-map-ready", "true", { timeout: 25_000 });
}

/**
 * Phones tap, desktops click (Leaflet under touch emulation ignores synthetic clicks). The tap aims
 * at the marker's centre: Playwright's viewport check misjudges markers on a phone-sized page.
 */
async function press(map: Locator, target: Locator, isMobile: boolean) {
  if (!isMobile) return target.click();
  // The map itself, not found through the marker: Leaflet may just have redrawn that marker (a detached node).
  await map.evaluate((el) => el.scrollIntoView({ block: "center" }));
  let box: Awaited<ReturnType<Locator["boundingBox"]>> = null;
  await expect.poll(async () => (box = await target.boundingBox())).not.toBeNull();
  await target.page().touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);
}

/**
 * How many restaurants the map accounts for: its clusters, pins and area markers, and the places it
 * says it leaves out (known only by an area it cannot locate).
 */
async function restaurantsOnMap(map: Locator) {
  const clusters = await map
    .locator(".map-cluster")
    .evaluateAll((els) => els.map((e) => parseInt(e.getAttribute("title") ?? "0", 10)));
  const singles = (await map.locator(".map-pin").count()) + (await map.locator(".map-area").count());
  const note = map.getByTestId("map-unplaced");
  const leftOut = (await note.count()) ? parseInt((await note.textContent())!, 10) : 0;
  return clusters.reduce((sum, n) => sum + n, 0) + singles + leftOut;
}

/** The index of a marker of `kind` fully inside the visible map (markers just outside are drawn too). */
function visibleMarker(map: Locator, kind: "pin" | "cluster") {
  return map.evaluate((el, selector) => {
    const box = el.getBoundingClientRect();
    return [...el.querySelectorAll(selector)].findIndex((m) => {
      const r = m.getBoundingClientRect();
      return r.left > box.left + 50 && r.right < box.right - 10 && r.top > box.top + 80 && r.bottom < box.bottom - 30;
    });
  }, `.map-${kind}`);
}

async function zoomUntilPinVisible(map: Locator, isMobile: boolean) {
  for (let i = 0; i < 6; i++) {
    // Leaflet redraws the markers just after a zoom ends: wait until one of them is fully in view.
    let pin = -1;
    let cluster = -1;
    await expect
      .poll(async () => {
        [pin, cluster] = [await visibleMarker(map, "pin"), await visibleMarker(map, "cluster")];
        return pin >= 0 || cluster >= 0;
      })
      .toBe(true);
    if (pin >= 0) return map.locator(".map-pin").nth(pin);
    await press(map, map.locator(".map-cluster").nth(cluster), isMobile);
    await expect(map.locator(".leaflet-zoom-anim")).toHaveCount(0);
  }
  throw new Error("no marker came into view");
}

test("the list/map toggle shows every matching restaurant as markers and clusters, the map above the fold", async ({
  page,
  isMobile,
}) => {
  await page.goto("/");
  await (await whenHydrated(page.getByRole("group", { name: "View" }).getByRole("link", { name: "Map" }))).click();
  await expect(page).toHaveURL(/view=map#map-view$/);
  const map = mapIn(page);
  // A phone's map fills its screen, scrolled to; a wider screen's is 600px tall, also all in view.
  const box = (await map.boundingBox())!;
  const screen = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(screen.height);
  if (isMobile) expect(box.height).toBeGreaterThan(screen.height * 0.8);
  else await expect(map).toHaveCSS("height", "600px");
  await expect(page.getByRole("heading", { name: "Restaurant Map" })).toBeInViewport();
  await expect(map).toHaveAttribute("data-map-ready", "true", { timeout: 25_000 });
  const total = Number((await page.getByText(/^[\d,]+ restaurants · /).textContent())?.split(" ")[0].replace(",", ""));
  expect(total).toBeGreaterThan(100);
  await expect(map.locator(".map-cluster").first()).toBeVisible();
  expect(await restaurantsOnMap(map)).toBe(total);
  await expect(map.getByRole("link", { name: "OpenStreetMap" })).toBeVisible();
  // Tiles are blocked here: the map says what happened instead of showing a blank backdrop.
  await expect(map.getByTestId("map-tiles-unavailable")).toContainText("Map unavailable");

  const clustersBefore = await map.locator(".map-cluster").count();
  await zoomUntilPinVisible(map, isMobile);
  expect(await map.locator(".map-pin").count()).toBeGreaterThan(0);
  expect(clustersBefore).toBeGreaterThan(0);
});

test("a filter narrows the map to the same restaurants as the list", async ({ page }) => {
  await page.goto("/?view=map&cuisine=japanese&count=all");
  const map = mapIn(page);
  await waitForMap(map);
  const cards = await page.getByRole("list", { name: "Ranked restaurants" }).getByTestId("restaurant-card").count();
  expect(cards).toBeGreaterThan(3);
  expect(await restaurantsOnMap(map)).toBe(cards);
});

test("clicking a marker opens its popup and shows its card, below the map on a phone and beside it on a wide screen, highlighted for 3 seconds", async ({
  page,
  isMobile,
}) => {
  // Instant scrolling, so "in view" can be checked while the 3 s highlight lasts, even on a slow machine.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/?view=map");
  const map = mapIn(page);
  await waitForMap(map);
  const pin = await zoomUntilPinVisible(map, isMobile);
  const clickedAt = Date.now();
  await press(map, pin, isMobile);

  const card = page.getByTestId("selected-place").getByTestId("restaurant-card");
  await expect(card).toHaveAttribute("data-highlighted", "true");
  const seen = await card.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { id: el.id, inView: box.bottom > 0 && box.top < window.innerHeight };
  });
  expect(seen.inView).toBe(true);
  const [mapBox, cardBox] = [(await map.boundingBox())!, (await card.boundingBox())!];
  if (isMobile) expect(cardBox.y).toBeGreaterThanOrEqual(mapBox.y + mapBox.height);
  else expect(cardBox.x).toBeGreaterThanOrEqual(mapBox.x + mapBox.width);
  const popup = map.locator(".leaflet-popup");
  await expect(popup).toContainText(/Featured on \d+ lists?/);
  const slug = seen.id.replace("selected-", "");
  await expect(popup.getByRole("link", { name: "View restaurant profile" })).toHaveAttribute(
    "href",
    `/restaurants/${slug}`,
  );
  await expect(popup).toContainText((await card.getByTestId("restaurant-name").textContent())!);
  await expect(card).not.toHaveAttribute("data-highlighted", { timeout: 6_000 });
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(3_000);
  // The card stays until another marker is selected; only its highlight ends.
  await expect(card).toBeVisible();
});

test("View Map opens the full-screen map over the page, and it closes", async ({ page, isMobile }) => {
  await page.goto("/");
  if (isMobile) await (await whenHydrated(page.getByRole("button", { name: "Show" }))).click();
  await (await whenHydrated(page.getByRole("link", { name: "View Map" }))).click();
  const overlay = page.getByRole("dialog", { name: /^LA Restaurant Map \(\d+ restaurants\)$/ });
  await expect(overlay).toBeVisible();
  await expect(page).not.toHaveURL(/view=map/);
  await waitForMap(mapIn(overlay));
  await expect(overlay.locator(".map-cluster").first()).toBeVisible();
  await overlay.getByRole("button", { name: "Close map" }).click();
  await expect(overlay).toBeHidden();
});

test("a map that fails to load says so in a 'Map Error' dialog with Close", async ({ page }) => {
  await page.route(/restaurant-map/, (route) => route.abort());
  await page.goto("/?view=map");
  await mapIn(page).scrollIntoViewIfNeeded();
  const dialog = page.getByRole("dialog", { name: "Map Error" });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText("The map failed to load");
  await dialog.getByRole("button", { name: "Close" }).last().click();
  await expect(dialog).toBeHidden();
  await expect(mapIn(page)).toContainText("The map is unavailable right now.");
  await expect(page.getByTestId("restaurant-card").first()).toBeVisible();
});

test.describe("with the service worker off (it would serve the chunk past page.route)", () => {
  test.use({ serviceWorkers: "block" });

  /** The dialog code's download fails until `online()`; `openMap` opens the map from the filter panel. */
  async function withDialogCodeOffline(page: Page, isMobile: boolean) {
    let offline = true;
    await page.route(/\/assets\/dialog-panel-[^/]+\.js$/, (route) => (offline ? route.abort() : route.continue()));
    const openMap = async () => {
      if (isMobile) await (await whenHydrated(page.getByRole("button", { name: "Show" }))).click();
      await (await whenHydrated(page.getByRole("link", { name: "View Map" }))).click();
    };
    return { openMap, online: () => void (offline = false), note: page.getByTestId("dialog-load-error") };
  }

  test("a dialog whose code fails to download shows a small retryable error in its place; the page lives on", async ({
    page,
    isMobile,
  }) => {
    const { openMap, online, note } = await withDialogCodeOffline(page, isMobile);
    await page.goto("/");
    await openMap();
    await expect(note).toContainText(/LA Restaurant Map \(\d+ restaurants\) could not open/);
    await expect(note.getByRole("button", { name: "Try again" })).toBeFocused();
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await expect(page.getByTestId("restaurant-card").first()).toBeVisible();

    online();
    await note.getByRole("button", { name: "Try again" }).click();
    const overlay = page.getByRole("dialog", { name: /^LA Restaurant Map \(\d+ restaurants\)$/ });
    await expect(overlay).toBeVisible();
    await expect(note).toBeHidden();
    await waitForMap(mapIn(overlay));
  });

  test("a dialog whose code fails twice offers a reload (some browsers keep a failed download), and the page's address survives it", async ({
    page,
    isMobile,
  }) => {
    const { openMap, online, note } = await withDialogCodeOffline(page, isMobile);
    await page.goto("/?price=3");
    await openMap();
    await note.getByRole("button", { name: "Try again" }).click();
    await expect(note).toContainText(/LA Restaurant Map \(\d+ restaurants\) still could not open/);
    const reload = note.getByRole("button", { name: "Reload page" });
    await expect(reload).toBeFocused();
    await expect(note.getByRole("button", { name: "Try again" })).toHaveCount(0);

    online();
    await Promise.all([page.waitForEvent("load"), reload.click()]);
    await expect(page).toHaveURL(/\/\?price=3$/);
    await openMap();
    await expect(page.getByRole("dialog", { name: /^LA Restaurant Map \(\d+ restaurants\)$/ })).toBeVisible();
  });
});

test("a shared map link opens on the map, its first view showing markers small enough to read", async ({ page }) => {
  await page.goto("/?view=map");
  const map = mapIn(page);
  const viewport = page.viewportSize()!;
  // On the first screen without scrolling: the map starts above the fold.
  expect((await map.boundingBox())!.y).toBeLessThan(viewport.height * 0.75);
  await expect(map).toHaveAttribute("data-map-ready", "true", { timeout: 25_000 });
  const inView = await map.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const seen = [...el.querySelectorAll(".map-cluster, .map-pin, .map-area")].filter((m) => {
      const r = m.getBoundingClientRect();
      return r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom;
    });
    const sizes = seen.map((m) => (m.classList.contains("map-cluster") ? parseInt(m.getAttribute("title")!, 10) : 1));
    return { markers: seen.length, largest: Math.max(...sizes), places: sizes.reduce((a, b) => a + b, 0) };
  });
  // Not one bubble of nearly everything: several markers, none holding half of what is in view.
  expect(inView.markers).toBeGreaterThanOrEqual(5);
  expect(inView.largest).toBeLessThan(inView.places / 2);
});
