import { expect, test, type Browser, type Page } from "./support/test";
import { whenHydrated } from "./support/hydration";

/**
 * Every filter, count and distance on the home page works without JavaScript, and a diner without
 * it reaches the same URL and the same restaurants as one with it, step by step.
 */
type Step = { name: string; act: (page: Page, js: boolean) => Promise<void> };

const panel = (page: Page) => page.locator("#filter-sections");
const names = (page: Page) =>
  page
    .getByRole("list", { name: /Ranked restaurants|Search results/ })
    .getByTestId("restaurant-name")
    .allTextContents();
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

/**
 * Opens a section of the filter panel (a details element). A closed section's choices are drawn when it
 * opens; until then, and without JavaScript, it holds a link to the same view with it open, which is followed.
 */
async function openPanelSection(page: Page, section: string) {
  const summary = panel(page).locator(".filter-section > summary", { hasText: section });
  if (!(await summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open))) await summary.click();
  const show = summary.locator("..").getByRole("link", { name: `Show ${section.toLowerCase()} choices` });
  if (await show.isVisible()) {
    await show.click();
    await expect(show).toBeHidden();
  }
  return summary;
}

/** Clicks a link in a section of the filter panel, opening the section first. */
function panelLink(section: string, list: string | null, link: string): Step["act"] {
  return async (page, js) => {
    const sections = panel(page);
    const summary = await openPanelSection(page, section);
    const scope = list ? sections.getByRole("list", { name: list }) : summary.locator("..");
    const target = scope.getByRole("link", { name: link, exact: true }).first();
    const before = pathOf(page);
    await (js ? await whenHydrated(target) : target).click();
    await expect.poll(() => pathOf(page)).not.toBe(before);
  };
}

// The longer list first: the count chips show only while a longer list would show more.
const steps: Step[] = [
  {
    name: "a longer list",
    act: async (page) => {
      const before = pathOf(page);
      await page.getByRole("navigation", { name: "How many to show" }).getByRole("link", { name: "Top 25" }).click();
      await expect.poll(() => pathOf(page)).not.toBe(before);
    },
  },
  { name: "a cuisine", act: panelLink("Cuisine", null, "Italian") },
  { name: "at least two lists", act: panelLink("Trusted lists", "On at least", "2+ lists") },
  { name: "critics only", act: panelLink("Trusted lists", "Not on", "Critics only (no Yelp)") },
  {
    name: "a ZIP and a radius",
    act: async (page) => {
      const sections = panel(page);
      await openPanelSection(page, "Distance");
      await sections.getByLabel("ZIP code").fill("90012");
      await sections.getByLabel("Within").selectOption({ label: "25 miles" });
      const before = pathOf(page);
      await sections.getByRole("button", { name: "Apply distance" }).click();
      await expect.poll(() => pathOf(page)).not.toBe(before);
    },
  },
  { name: "a price", act: panelLink("Price range", null, "$$$") },
];

type Seen = { path: string; names: string[] };

/** Takes every step; with `expected` (what the other walk saw), waits for each step to reach the same. */
async function walk(
  browser: Browser,
  options: { javaScriptEnabled: boolean; isMobile: boolean; viewport: { width: number; height: number } },
  expected?: Seen[],
): Promise<Seen[]> {
  const { javaScriptEnabled, isMobile, viewport } = options;
  const context = await browser.newContext({ javaScriptEnabled, isMobile, viewport, hasTouch: isMobile });
  const page = await context.newPage();
  await page.goto("/");
  if (javaScriptEnabled && isMobile) await (await whenHydrated(page.getByRole("button", { name: "Show" }))).click();
  const seen: Seen[] = [];
  for (const [index, step] of steps.entries()) {
    await step.act(page, javaScriptEnabled);
    // Without JavaScript the address changes as the next document starts: wait for all of it.
    await page.waitForLoadState("load");
    if (expected) {
      await expect.poll(() => pathOf(page), step.name).toBe(expected[index].path);
      await expect.poll(() => names(page), step.name).toEqual(expected[index].names);
    }
    seen.push({ path: pathOf(page), names: await names(page) });
  }
  await context.close();
  return seen;
}

test("each filter, the distance and the count give the same URL and list with and without JavaScript", async ({
  browser,
  isMobile,
  viewport,
}) => {
  test.slow(); // two walks of six page loads each
  const without = await walk(browser, { javaScriptEnabled: false, isMobile, viewport: viewport! });
  // Each step adds its parameter and keeps the others, in whatever order the URL writes them.
  const withAll = (...params: string[]) =>
    expect.stringMatching(new RegExp(`^/\\?${params.map((p) => `(?=(.*&)?${p}(&|$))`).join("")}`));
  const taken = ["count=25", "cuisine=italian", "lists=2", "exclude=Yelp", "zip=90012&radius=25", "price=%24%24%24"];
  expect(without.map((s) => s.path)).toEqual(taken.map((_, i) => withAll(...taken.slice(0, i + 1))));
  expect(without.at(-1)!.names.length).toBeGreaterThan(0);
  await walk(browser, { javaScriptEnabled: true, isMobile, viewport: viewport! }, without);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("no control is shown that needs JavaScript to work", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("group", { name: "Filters" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Share this view" })).toBeHidden();
    await expect(page.getByRole("button", { name: /^Near/ })).toBeHidden();
    // Served on every card, hidden: a saved list lives in the browser's storage, out of reach without scripts.
    const saves = page.locator("button.save-button");
    await expect(saves).toHaveCount(10);
    for (const save of await saves.all()) await expect(save).toBeHidden();
    await expect(panel(page)).toBeVisible();
  });
});
