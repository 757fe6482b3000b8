import { expect, test, type Page } from "./support/test";
import { sourceBit } from "~/lib/sources";
import { alphabetical, newest, ranked } from "./support/shipped-data";
import { framesDrawn, routerReady, routerState, whenHydrated, whenStill } from "./support/hydration";

const ranking = (page: Page) => page.getByRole("list", { name: /Ranked restaurants|Search results/ });
const cards = (page: Page) => ranking(page).getByTestId("restaurant-card");
/** A Japanese card's line: the family, then its style where it has one ("Japanese · Sushi • Sawtelle"). */
const JAPANESE_LINE = /^Japanese( · [^•]+)? • /;

test("typing a search shows the results section, and clearing it brings the ranking back", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  const box = await whenHydrated(page.getByRole("searchbox", { name: "Search restaurants" }));
  await expect(box).toHaveAttribute("placeholder", "Restaurant name, cuisine, or neighborhood...");
  await expect(box).toHaveAttribute("maxlength", "50");
  // The page's clock stands still while one character is typed, then runs well past the box's pause.
  await page.clock.pauseAt(Date.now() + 1000);
  await box.fill("s");
  await page.clock.runFor(1000);
  // Had it searched, the router would be on its way to that address now.
  expect((await routerState(page)).goingTo ?? "").not.toMatch(/[?&]q=/);
  await expect(page).not.toHaveURL(/q=/);
  await page.clock.resume();
  await box.fill("sushi");
  await expect(page).toHaveURL(/q=sushi/);
  await expect(page.getByRole("heading", { name: 'Search Results for "sushi"' })).toBeVisible();
  await expect(page.getByTestId("search-count")).toHaveText(/^Found \d+ restaurants?/);
  await expect(page.locator("#new-heading")).toHaveCount(0);
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(page).not.toHaveURL(/q=/);
  await expect(page.getByRole("heading", { name: "The Ranking" })).toBeVisible();
});

test("the search card sticks to the top while focused, in the page's flow", async ({ page }) => {
  await page.goto("/");
  const box = await whenHydrated(page.getByRole("searchbox", { name: "Search restaurants" }));
  const position = () => box.evaluate((el) => getComputedStyle(el.closest("section")!).position);
  expect(await position()).toBe("static");
  await box.focus();
  await expect.poll(position).toBe("sticky");
  await box.blur();
  await expect.poll(position).toBe("static");
});

test("the cuisine picker filters the list and the panel shows it as active", async ({ page }) => {
  await page.goto("/");
  await (
    await whenHydrated(page.getByRole("group", { name: "Filters" }).getByRole("button", { name: "Cuisine" }))
  ).click();
  const dialog = page.getByRole("dialog", { name: "Choose a cuisine" });
  // "Japanese" itself, not "Japanese Izakaya" or "Japanese-Californian".
  await dialog.getByRole("link", { name: /^Japanese\b(?![ -][A-Za-z])/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/cuisine=japanese/);
  const n = ranked.filter((r) => r.cuisineSlug === "japanese").length;
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByTestId("filtered-count")).toHaveText(`${n} restaurants found`);
  for (const text of await cards(page).locator("p").filter({ hasText: " • " }).allTextContents()) {
    expect(text).toMatch(JAPANESE_LINE);
  }
  await page.getByRole("group", { name: "Filters" }).getByRole("link", { name: "Clear" }).click();
  await expect(page).not.toHaveURL(/cuisine=/);
});

test("a picker opens from the keyboard, traps focus, and Escape gives focus back to its button", async ({ page }) => {
  await page.goto("/");
  const trigger = await whenHydrated(
    page.getByRole("group", { name: "Filters" }).getByRole("button", { name: "Area" }),
  );
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  const button = await trigger.elementHandle();
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Choose an area" });
  await expect(dialog).toBeVisible();
  // The rest of the page is hidden from assistive tech while the dialog is open, so ask the element itself.
  expect(await button.getAttribute("aria-expanded")).toBe("true");
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Shift+Tab");
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  // The second opening reuses the loaded dialog.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(trigger).toBeFocused();
});

test("the area picker shows each region with its neighborhoods, and a region's choice narrows to all of them", async ({
  page,
}) => {
  await page.goto("/");
  const filters = page.getByRole("group", { name: "Filters" });
  await (await whenHydrated(filters.getByRole("button", { name: "Area" }))).click();
  const westside = page.getByRole("dialog", { name: "Choose an area" }).getByRole("region", { name: "Westside" });
  await expect(westside.getByRole("link").first()).toHaveText(/^All Westside\s*\d+$/);
  await expect(westside.getByRole("link", { name: /^Santa Monica/ })).toBeVisible();
  await westside.getByRole("link").first().click();
  await expect(page).toHaveURL(/neighborhood=westside/);
  await expect(filters.getByRole("button", { name: /Area: Westside/ })).toBeVisible();
});

test("the price, occasion and lists pickers each set their parameter", async ({ page }) => {
  await page.goto("/");
  const filters = page.getByRole("group", { name: "Filters" });
  await (await whenHydrated(filters.getByRole("button", { name: "Price" }))).click();
  await page.getByRole("dialog").getByRole("link", { name: "$$$$", exact: true }).click();
  await expect(page).toHaveURL(/price=%24%24%24%24/);
  await filters.getByRole("button", { name: /Occasion/ }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Special Occasion" }).click();
  await expect(page).toHaveURL(/occasion=special-occasion/);
  await filters.getByRole("button", { name: "Lists" }).click();
  const lists = page.getByRole("dialog", { name: "Filter by trusted lists" });
  await lists
    .getByRole("list", { name: "On any of" })
    .getByRole("link", { name: /^Michelin Guide/ })
    .click();
  await expect(page).toHaveURL(/source=Michelin/);
  // Several list filters may be chosen together, so this picker stays open until asked to show them.
  await lists.getByRole("button", { name: /^Show \d+ restaurants?$/ }).click();
  const michelin = sourceBit("Michelin Guide");
  const expected = ranked
    .filter((r) => r.price === 4 && r.occasionSlug === "special-occasion" && (r.sourceMask & michelin) !== 0)
    .slice(0, 10);
  await expect(ranking(page).getByTestId("restaurant-name")).toHaveText(expected.map((r) => r.name));
});

test("the count selector and See Top 50 show more of the ranking", async ({ page }) => {
  test.slow(); // 'All' renders a few hundred full cards
  await page.goto("/");
  await expect(cards(page)).toHaveCount(10);
  // Below the cards, which take their real height as they come into view: click once it stands still.
  await (await whenStill(page.getByRole("link", { name: "See Top 50" }))).click();
  // Full cards by the hundred take a phone a while to render under a loaded test machine.
  await expect(cards(page)).toHaveCount(50, { timeout: 20_000 });
  await page.getByRole("navigation", { name: "How many to show" }).getByRole("link", { name: "Top 25" }).click();
  await expect(cards(page)).toHaveCount(25);
  const n = ranked.length;
  await page.getByRole("link", { name: `All (${n})` }).click();
  await expect(cards(page)).toHaveCount(Math.min(n, 300), { timeout: 20_000 });
});

test("sorting by name orders the list alphabetically", async ({ page }) => {
  await page.goto("/");
  await routerReady(page);
  await page.getByLabel("Sort by").selectOption("alphabetical");
  await expect(page).toHaveURL(/sort=alphabetical/);
  const expected = alphabetical.slice(0, 10);
  await expect(ranking(page).getByTestId("restaurant-name")).toHaveText(expected.map((r) => r.name));
});

test("saving a restaurant shows a toast, counts it, and survives a reload", async ({ page }) => {
  await page.goto("/");
  await routerReady(page);
  const first = cards(page).first();
  const name = (await first.getByTestId("restaurant-name").textContent())!;
  // The button acts once React owns it; a click before that does nothing.
  await (await whenHydrated(first.getByRole("button", { name: `Save ${name}` }))).click();
  await expect(page.getByText("Saved to your list.").first()).toBeVisible();
  await expect(page.getByRole("banner").getByTestId("saved-count")).toHaveText(/^1/);
  await page.reload();
  const saved = cards(page)
    .first()
    .getByRole("button", { name: `Saved ${name}` });
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  await (await whenHydrated(saved)).click();
  await expect(page.getByText("Removed from your list.").first()).toBeVisible();
  await expect(page.getByRole("banner").getByTestId("saved-count")).toHaveText(/^0/);
});

test("a corrupt saved list in storage never breaks the page", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("la-eats-ranked:saved:v1", "{broken"));
  await page.goto("/");
  await expect(page.getByRole("banner").getByTestId("saved-count")).toHaveText(/^0/);
  await expect(cards(page)).toHaveCount(10);
});

/** The section by its heading's id: the heading's words change with how many places it holds. */
const newAndRising = (page: Page) => page.locator('section[aria-labelledby="new-heading"]');

test("New and Rising is asked for as it nears the screen, shows 10, expands to 25 and collapses again", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/resources/new-and-rising")) asked.push(request.url());
  });
  // The shipped New & Rising is shorter than 25: its real answer, its places repeated under new names, so
  // the section has a full list to page through.
  const names = Array.from({ length: 25 }, (_, i) => `${newest[i % newest.length].name} (${i + 1})`);
  await page.route("**/resources/new-and-rising", async (route) => {
    const { restaurants } = (await (await route.fetch()).json()) as { restaurants: { id: number; slug: string }[] };
    const repeated = names.map((name, i) => {
      const place = restaurants[i % restaurants.length];
      return { ...place, id: 100_000 + i, slug: `${place.slug}-${i + 1}`, name };
    });
    await route.fulfill({ json: { restaurants: repeated, total: repeated.length } });
  });
  await page.goto("/");
  await whenHydrated(page.getByRole("searchbox", { name: "Search restaurants" }));
  // Below the ranked list: once the browser has drawn the hydrated page (and told the section's
  // observer it is off screen), nothing has been asked for until the visitor scrolls that way.
  await framesDrawn(page);
  expect(asked).toEqual([]);
  await newAndRising(page).scrollIntoViewIfNeeded();
  const list = page.getByRole("list", { name: "New and rising restaurants" });
  await expect(list.getByTestId("restaurant-name")).toHaveText(names.slice(0, 10));
  await expect(page.getByRole("heading", { name: "Top 10 of 25 Must-Try New and Rising" })).toBeVisible();
  expect(asked).toHaveLength(1);
  await (await whenStill(page.getByRole("button", { name: "See All 25 New & Rising Restaurants" }))).click();
  await expect(list.getByTestId("restaurant-name")).toHaveText(names);
  await expect(page).toHaveURL(/\/$/);
  // One button both ways: focus stays where the visitor left it, and the rest needed no second request.
  await expect(page.getByRole("button", { name: "Show Less" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(list.getByTestId("restaurant-card")).toHaveCount(10);
  await expect(page.getByRole("button", { name: "See All 25 New & Rising Restaurants" })).toBeFocused();
  expect(asked).toHaveLength(1);
});

test("New and Rising shows skeletons while it loads, its error block when it cannot, and loads when asked to try again", async ({
  page,
}) => {
  let answer: "hold" | "fail" | "pass" = "hold";
  const held: (() => void)[] = [];
  await page.route("**/resources/new-and-rising", async (route) => {
    if (answer === "hold") await new Promise<void>((resume) => held.push(resume));
    if (answer === "pass") await route.continue();
    else
      await route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: "unavailable" }),
      });
  });
  await page.goto("/");
  await whenHydrated(page.getByRole("searchbox", { name: "Search restaurants" }));
  await newAndRising(page).scrollIntoViewIfNeeded();
  const loading = newAndRising(page).getByRole("status", { name: "Loading new and rising restaurants" });
  await expect(loading).toBeVisible();
  await expect(loading.getByTestId("skeleton-card")).toHaveCount(5);
  await expect.poll(() => held.length).toBe(1);
  answer = "fail";
  held.forEach((resume) => resume());
  const error = newAndRising(page).getByRole("alert");
  await expect(error).toContainText("Error loading newest restaurants");
  await expect(loading).toHaveCount(0);
  answer = "pass";
  await error.getByRole("button", { name: "Try again" }).click();
  await expect(
    page.getByRole("list", { name: "New and rising restaurants" }).getByTestId("restaurant-name"),
  ).toHaveText(newest.slice(0, 10).map((r) => r.name));
  await expect(newAndRising(page).getByRole("alert")).toHaveCount(0);
});

test("New and Rising arriving above a visitor at the footer leaves the footer in view", async ({ page }) => {
  const held: (() => void)[] = [];
  await page.route("**/resources/new-and-rising", async (route) => {
    await new Promise<void>((resume) => held.push(resume));
    await route.continue();
  });
  await page.goto("/");
  await routerReady(page);
  const footer = page.getByRole("contentinfo");
  await page.keyboard.press("End");
  await expect.poll(() => held.length).toBe(1);
  await framesDrawn(page);
  const top = async () => (await footer.boundingBox())!.y;
  const before = await top();
  held.forEach((resume) => resume());
  await expect(page.getByRole("list", { name: "New and rising restaurants" })).toBeVisible();
  await framesDrawn(page);
  // The loading block holds the room the cards take; a card drawn at its own height may move it a little.
  expect(Math.abs((await top()) - before)).toBeLessThan(100);
});

test("New and Rising with no rows says so", async ({ page }) => {
  await page.route("**/resources/new-and-rising", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ restaurants: [] }) }),
  );
  await page.goto("/");
  await routerReady(page);
  await newAndRising(page).scrollIntoViewIfNeeded();
  await expect(newAndRising(page).getByText("No newest restaurants found")).toBeVisible();
  await expect(newAndRising(page).getByRole("button")).toHaveCount(0);
});

test("the filter panel is open on desktop and collapsed on phones", async ({ page, isMobile }) => {
  await page.goto("/");
  const quick = page.locator("#filter-sections");
  if (isMobile) {
    await expect(quick).toBeHidden();
    await (await whenHydrated(page.getByRole("button", { name: "Show" }))).click();
    await expect(quick).toBeVisible();
  } else {
    await expect(quick).toBeVisible();
    await (await whenHydrated(page.getByRole("button", { name: "Collapse" }))).click();
    await expect(quick).toBeHidden();
  }
});

test("the filter panel's links filter in place, one accordion section open at a time", async ({ page, isMobile }) => {
  await page.goto("/");
  const panel = page.locator("#filter-sections");
  if (isMobile) await (await whenHydrated(page.getByRole("button", { name: "Show" }))).click();
  const japanese = await whenHydrated(panel.getByRole("link", { name: "Japanese", exact: true }).first());
  // A full page load would lose this; an in-place update keeps it.
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  await japanese.click();
  await expect(page).toHaveURL(/\?cuisine=japanese$/);
  await expect(japanese).toHaveAttribute("aria-current", "true");
  for (const text of await cards(page).locator("p").filter({ hasText: " • " }).allTextContents()) {
    expect(text).toMatch(JAPANESE_LINE);
  }
  await panel.locator("summary", { hasText: "Area" }).click();
  await expect(japanese).toBeHidden();
  const area = ranked.find((r) => r.cuisineSlug === "japanese")!;
  await panel.getByRole("link", { name: area.neighborhood, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`cuisine=japanese&neighborhood=${area.neighborhoodSlug}$`));
  await expect(cards(page).first()).toContainText(new RegExp(`Japanese( · [^•]+)? • ${area.neighborhood}`));
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("New & Rising offers a link to /newest instead of skeletons that would never load", async ({ page }) => {
    await page.goto("/");
    const section = newAndRising(page);
    await expect(section.getByRole("status")).toBeHidden();
    // Cards above take their real height as they scroll in: a click aimed meanwhile can miss.
    await (await whenStill(section.getByRole("link", { name: "See the New & Rising restaurants" }))).click();
    await expect(page).toHaveURL(/\/newest$/);
    await expect(page.getByRole("list", { name: "Newest restaurants" }).getByTestId("restaurant-name")).toHaveText(
      newest.slice(0, 10).map((r) => r.name),
    );
  });

  test("the search form submits as a plain GET", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search restaurants" }).fill("tacos");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=tacos/);
    await expect(page.getByRole("heading", { name: 'Search Results for "tacos"' })).toBeVisible();
  });
});
