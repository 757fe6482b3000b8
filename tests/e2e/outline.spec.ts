import { expect, test, type Page } from "./support/test";
import { routerState } from "./support/hydration";

const PAGES = [
  "/",
  "/?q=sushi",
  "/restaurants/republique",
  "/restaurants/republique/report",
  "/restaurants/cuisine/french",
  "/restaurants/neighborhood/no-such-place",
  "/restaurants",
  "/restaurants/cuisines",
  "/restaurants/price",
  "/newest",
  "/saved",
  "/terms-of-use",
  "/privacy-policy",
  "/methodology",
  "/changes",
  "/auth",
  "/no-such-page",
];

/** Hydrated, and /saved past reading the browser's list: the outline a visitor ends up with. */
async function settled(page: Page) {
  await expect.poll(async () => (await routerState(page)).initialized).toBe(true);
  await expect(page.getByText("Loading your saved restaurants…")).toHaveCount(0);
}

/** One h1, and no heading skips a level on the way down (screen-reader users navigate by this outline). */
for (const path of PAGES) {
  test(`the heading outline of ${path} starts at h1 and never skips a level`, async ({ page }) => {
    await page.goto(path);
    await settled(page);
    const levels = await page
      .locator("h1, h2, h3, h4, h5, h6")
      .evaluateAll((nodes) =>
        nodes.filter((n) => !n.closest("[hidden], [aria-hidden='true']")).map((n) => Number(n.tagName[1])),
      );
    expect(levels[0]).toBe(1);
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    const skips = levels.flatMap((level, i) =>
      i > 0 && level > levels[i - 1] + 1 ? [`h${levels[i - 1]} → h${level}`] : [],
    );
    expect(skips).toEqual([]);
  });
}
