import { expect, test, type Locator, type Page } from "./support/test";
import { whenHydrated, whenStill } from "./support/hydration";

const results = (page: Page) => page.getByRole("list", { name: "Search results" }).getByTestId("restaurant-card");
const pager = (page: Page) => page.getByRole("navigation", { name: "Pagination" });
const found = async (page: Page) =>
  Number((await page.getByTestId("search-count").textContent())?.match(/Found (\d+)/)?.[1]);

/**
 * A link to click: once React has it when JavaScript runs, as served when it does not, and once it
 * stops moving (the cards above the pager take their real height as they scroll in).
 */
const clickable = async (link: Locator, hydrates: boolean) => whenStill(hydrates ? await whenHydrated(link) : link);

/** Every page of a search, walked with its Next link: each page's names, and the ranks it shows. */
async function walkPages(page: Page, query: string, hydrates: boolean) {
  await page.goto(`/?q=${query}`);
  const total = await found(page);
  const pages = Math.ceil(total / 10);
  const names: string[] = [];
  for (let n = 1; n <= pages; n++) {
    await expect(pager(page).getByText(`Page ${n} of ${pages}`)).toBeVisible();
    const ranks = await results(page).locator(".card-rank").allTextContents();
    expect(ranks.map((r) => Number(r.replace(/\D/g, "")))).toEqual(
      Array.from({ length: Math.min(10, total - (n - 1) * 10) }, (_, i) => (n - 1) * 10 + i + 1),
    );
    names.push(...(await results(page).getByTestId("restaurant-name").allTextContents()));
    if (n < pages) {
      await (await clickable(pager(page).getByRole("link", { name: "Next" }), hydrates)).click();
      await expect(page).toHaveURL(new RegExp(`[?&]page=${n + 1}$`));
    }
  }
  return { total, names };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a search shows every match, ten to a page, each once", async ({ page }) => {
      const { total, names } = await walkPages(page, "los", javaScriptEnabled);
      expect(total).toBeGreaterThan(20);
      expect(names).toHaveLength(total);
      expect(new Set(names).size).toBe(total);
      await expect(pager(page).getByText("Next", { exact: true })).toHaveAttribute("aria-disabled", "true");
    });

    test("'per page' keeps the search and starts again at its first page", async ({ page }) => {
      await page.goto("/?q=los&page=2");
      await (await clickable(page.getByRole("link", { name: "25 per page" }), javaScriptEnabled)).click();
      await expect(page).toHaveURL(/\?q=los&count=25$/);
      await expect(results(page)).toHaveCount(25);
      await expect(results(page).first().locator(".card-rank")).toHaveText(/\b1$/);
    });
  });
}

test("while searching, 'most trusted lists' is its own URL and best match is the default", async ({ page }) => {
  await page.goto("/?q=los");
  const sort = await whenHydrated(page.getByLabel("Sort by"));
  await expect(sort.locator("option:checked")).toHaveText("Sort: Best match");
  await sort.selectOption({ label: "Sort: Most trusted lists" });
  await expect(page).toHaveURL(/\?q=los&sort=sourceCount$/);
  // The URL changes as the navigation lands; React paints the new order in a transition after it.
  const listCounts = async () =>
    (await results(page).getByTestId("source-count").allTextContents()).map((text) =>
      Number(text.match(/on (\d+) of/)![1]),
    );
  await expect
    .poll(async () => {
      const numbers = await listCounts();
      return numbers.length > 1 && numbers.every((n, i) => i === 0 || numbers[i - 1] >= n);
    })
    .toBe(true);
  await sort.selectOption({ label: "Sort: Best match" });
  await expect(page).toHaveURL(/\?q=los$/);
});

test.describe("without JavaScript, the sort", () => {
  test.use({ javaScriptEnabled: false });

  test("a new search keeps a chosen sort and starts at page one", async ({ page }) => {
    await page.goto("/?q=los&sort=alphabetical&page=2");
    // A name, not a cuisine: 'italian' would become the cuisine filter (search-intent.spec.ts).
    await page.getByRole("searchbox", { name: "Search restaurants" }).fill("bestia");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\?sort=alphabetical&q=bestia$|\?q=bestia&sort=alphabetical$/);
  });
});
