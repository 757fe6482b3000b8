import { expect, test, type Page } from "./support/test";
import { sourceBit } from "~/lib/sources";
import { whenHydrated } from "./support/hydration";
import { ranked } from "./support/shipped-data";

/** 'On at least 5 lists', as the issue asks, unless no shipped place is on 5: then the most any place is on. */
const N = Math.min(5, Math.max(...ranked.map((r) => r.sourceCount)));
const FILTERED = `/?lists=${N}&exclude=Yelp`;
/** What the database holds for 'on at least N lists, critics only', in rank order. */
const expected = ranked
  .filter((r) => r.sourceCount >= N && (r.sourceMask & sourceBit("Yelp")) === 0)
  .map((r) => r.name);

const ranking = (page: Page) => page.getByRole("list", { name: "Ranked restaurants" });
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

async function expectCriticsOnlyList(page: Page) {
  await expect.poll(() => pathOf(page)).toBe(FILTERED);
  await expect(ranking(page).getByTestId("restaurant-name")).toHaveText(expected);
  await expect(page.getByTestId("filtered-count")).toHaveText(
    `${expected.length} restaurant${expected.length === 1 ? "" : "s"} found`,
  );
}

test.beforeAll(() => {
  expect(expected.length, "the shipped data has places on that many lists").toBeGreaterThan(0);
  expect(expected.length).toBeLessThanOrEqual(10);
});

test("the filter panel's 'on at least N lists' and 'critics only' filter the list in place", async ({
  page,
  isMobile,
}) => {
  await page.goto("/");
  const panel = page.locator("#filter-sections");
  if (isMobile) await (await whenHydrated(page.getByRole("button", { name: "Show" }))).click();
  // Hydrated first: the section's choices are drawn as it opens (before, it links to the view with it open).
  await (await whenHydrated(panel.locator("summary", { hasText: "Trusted lists" }))).click();
  await panel
    .getByRole("list", { name: "On at least" })
    .getByRole("link", { name: `${N}+ lists` })
    .click();
  await expect.poll(() => pathOf(page)).toBe(`/?lists=${N}`);
  await panel.getByRole("list", { name: "Not on" }).getByRole("link", { name: "Critics only (no Yelp)" }).click();
  await expectCriticsOnlyList(page);
  await expect(panel.getByRole("link", { name: "Critics only (no Yelp)" })).toHaveAttribute("aria-current", "true");
});

test("the toolbar's Lists picker gives the same URL and list", async ({ page }) => {
  await page.goto("/");
  await (
    await whenHydrated(page.getByRole("group", { name: "Filters" }).getByRole("button", { name: "Lists" }))
  ).click();
  const dialog = page.getByRole("dialog", { name: "Filter by trusted lists" });
  const atLeast = dialog.getByRole("list", { name: "On at least" }).getByRole("link", { name: `${N}+ lists` });
  // Its count: every place on that many lists, whatever else is chosen.
  await expect(atLeast).toContainText(String(ranked.filter((r) => r.sourceCount >= N).length));
  await atLeast.click();
  await expect.poll(() => pathOf(page)).toBe(`/?lists=${N}`);
  await dialog.getByRole("link", { name: "Critics only (no Yelp)" }).click();
  await dialog.getByRole("button", { name: /^Show \d+ restaurants?$/ }).click();
  await expect(dialog).toBeHidden();
  await expectCriticsOnlyList(page);
  await expect(
    page.getByRole("group", { name: "Filters" }).getByRole("button", { name: /critics only/ }),
  ).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the panel's links give the same URL and list", async ({ page }) => {
    await page.goto("/");
    const panel = page.locator("#filter-sections");
    // A closed section of the panel opens without JavaScript (a details element) and links to the view with it open.
    await panel.locator("summary", { hasText: "Trusted lists" }).click();
    await panel.getByRole("link", { name: "Show trusted lists choices" }).click();
    await expect.poll(() => pathOf(page)).toBe("/?open=lists");
    await panel
      .getByRole("list", { name: "On at least" })
      .getByRole("link", { name: `${N}+ lists` })
      .click();
    await expect.poll(() => pathOf(page)).toBe(`/?lists=${N}`);
    await panel.getByRole("list", { name: "Not on" }).getByRole("link", { name: "Critics only (no Yelp)" }).click();
    await expectCriticsOnlyList(page);
  });

  test("a category page offers the same filters as plain links", async ({ page }) => {
    const cuisine = ranked.find((r) => r.sourceCount >= N)!.cuisineSlug;
    await page.goto(`/restaurants/cuisine/${cuisine}`);
    await page.getByText("Filter by trusted lists").click();
    await page
      .getByRole("list", { name: "On at least" })
      .getByRole("link", { name: `${N}+ lists` })
      .click();
    await page.getByRole("link", { name: "Critics only (no Yelp)" }).click();
    await expect.poll(() => pathOf(page)).toBe(`/restaurants/cuisine/${cuisine}?lists=${N}&exclude=Yelp`);
    const inCuisine = ranked.filter((r) => r.cuisineSlug === cuisine).map((r) => r.name);
    await expect(page.getByTestId("restaurant-name")).toHaveText(expected.filter((name) => inCuisine.includes(name)));
  });
});
