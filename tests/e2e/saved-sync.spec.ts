import { expect, test, type Page } from "./support/test";
import { whenHydrated } from "./support/hydration";
import { ranked, rankSaid } from "./support/shipped-data";

const STORAGE_KEY = "la-eats-ranked:saved:v1";
const [first, second, third] = ranked;

/** The browser's saved list as the app stores it, most recently saved first. */
const storeSaved = (page: Page, slugs: string[]) =>
  page.addInitScript(([key, list]) => localStorage.setItem(key, list), [STORAGE_KEY, JSON.stringify(slugs)] as const);

const saveButton = (page: Page, slug: string) => page.locator(`#restaurant-${slug}`).locator("button[data-save]");

test("a saved card shows 'Saved' from the first paint, before the page's JavaScript runs", async ({ page }) => {
  await storeSaved(page, [second.slug]);
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto("/");
  await expect(page.getByRole("button", { name: `Saved ${second.name}`, exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("button", { name: `Save ${first.name}`, exact: true })).not.toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // Both labels share one cell: saved or not, the button is as wide, so nothing moves when it changes.
  const widths = await Promise.all(
    [first, second].map(async (r) => (await saveButton(page, r.slug).boundingBox())!.width),
  );
  expect(widths[0]).toBe(widths[1]);
});

test("a saved card's button never says 'Save' on the way to interactive", async ({ page }) => {
  await storeSaved(page, [second.slug]);
  // Every value the button's aria-pressed takes, from the parser's insertion on.
  await page.addInitScript((slug) => {
    const seen: (string | null)[] = [];
    (window as unknown as { pressed: typeof seen }).pressed = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        const button = r.type === "attributes" ? r.target : null;
        if (button instanceof HTMLElement && button.dataset.save === slug)
          seen.push(button.getAttribute("aria-pressed"));
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["aria-pressed"] });
  }, second.slug);
  await page.goto("/");
  const button = await whenHydrated(saveButton(page, second.slug));
  await expect(button).toHaveAccessibleName(`Saved ${second.name}`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { pressed: string[] }).pressed)).toContain("true");
  expect(await page.evaluate(() => (window as unknown as { pressed: string[] }).pressed)).not.toContain("false");
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await expect(button).toHaveAccessibleName(`Save ${second.name}`);
});

test("Been marks and the saved count show from the first paint, before the page's JavaScript runs", async ({
  page,
}) => {
  await storeSaved(page, [second.slug, third.slug]);
  await page.addInitScript(
    (list) => localStorage.setItem("la-eats-ranked:been:v1", list),
    JSON.stringify([first.slug]),
  );
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto("/");
  await expect(page.getByRole("button", { name: `Been to ${first.name}` })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: `Been to ${second.name}` })).not.toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // The number is the stylesheet's until React reads the list: what the visitor sees is its ::before.
  const badge = page.getByRole("banner").getByTestId("saved-count");
  await expect(badge).toHaveAttribute("data-count", "2");
  expect(await badge.evaluate((el) => getComputedStyle(el, "::before").content)).toBe('"2"');
});

test("a Been card never shows unmarked on the way to interactive, nor the count 0", async ({ page }) => {
  await storeSaved(page, [second.slug]);
  await page.addInitScript(
    (list) => localStorage.setItem("la-eats-ranked:been:v1", list),
    JSON.stringify([first.slug]),
  );
  // The Been button's aria-pressed and the badge's shown count at every frame, from the parser on.
  await page.addInitScript((slug) => {
    const seen = { pressed: [] as (string | null)[], counts: [] as string[] };
    (window as unknown as { seen: typeof seen }).seen = seen;
    const shown = (badge: Element) =>
      badge.hasAttribute("data-pending")
        ? getComputedStyle(badge, "::before").content.replace(/"/g, "")
        : (badge.firstChild?.textContent ?? "");
    // Read in the frame's last step before it paints: what a visitor could see, not a mid-parse state.
    const record = () => {
      const button = document.querySelector(`button[data-been="${slug}"]`);
      if (button) seen.pressed.push(button.getAttribute("aria-pressed"));
      const badge = document.querySelector("header [data-saved-count]");
      if (badge) seen.counts.push(shown(badge));
    };
    new MutationObserver(() => requestAnimationFrame(record)).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  }, first.slug);
  await page.goto("/");
  const button = await whenHydrated(page.locator(`button[data-been="${first.slug}"]`));
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("banner").getByTestId("saved-count")).toHaveText("1 saved");
  const seen = await page.evaluate(() => (window as unknown as { seen: { pressed: string[]; counts: string[] } }).seen);
  expect(seen.pressed).toContain("true");
  expect(seen.pressed).not.toContain("false");
  expect(seen.counts).toContain("1");
  expect(seen.counts).not.toContain("0");
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "false");
});

test("a save or removal in one tab reaches the others, their cards, badge and /saved", async ({ context }) => {
  const [home, other, savedPage] = await Promise.all([context.newPage(), context.newPage(), context.newPage()]);
  await Promise.all([home.goto("/"), other.goto("/"), savedPage.goto("/saved")]);
  await expect(savedPage.getByTestId("saved-empty")).toBeVisible();

  await (await whenHydrated(saveButton(home, first.slug))).click();
  await expect(saveButton(home, first.slug)).toHaveAttribute("aria-pressed", "true");
  await expect(saveButton(other, first.slug)).toHaveAttribute("aria-pressed", "true");
  await expect(other.getByRole("navigation", { name: "Main" }).getByTestId("saved-count")).toHaveText("1 saved");
  const savedList = savedPage.getByRole("list", { name: "Saved restaurants" });
  await expect(savedList.getByTestId("restaurant-name")).toHaveText([first.name]);

  await saveButton(other, first.slug).click();
  await expect(saveButton(home, first.slug)).toHaveAttribute("aria-pressed", "false");
  await expect(savedPage.getByTestId("saved-empty")).toBeVisible();
});

test("/saved lists restaurants in rank order, not the order they were saved in", async ({ page }) => {
  // Saved in the order second, first, third (the store holds the most recent first).
  await storeSaved(page, [third.slug, first.slug, second.slug]);
  await page.goto("/saved");
  const list = page.getByRole("list", { name: "Saved restaurants" });
  await expect(list.getByTestId("restaurant-name")).toHaveText([first.name, second.name, third.name]);
  // Ranked among themselves: places on as many lists share a rank.
  const saved = [first, second, third];
  await expect(list.locator(".card-rank")).toHaveText(saved.map((r) => rankSaid(saved, r.sourceCount)));
});
