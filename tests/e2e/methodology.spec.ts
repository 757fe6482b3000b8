import { expect, test } from "./support/test";
import { currentEditions } from "~/lib/evidence/current";
import { listMonth, scopeLabel } from "~/lib/source-lists";
import { SOURCE_NAMES } from "~/lib/sources";
import { readShippedDataset } from "../../scripts/lib/dataset";

const dataset = readShippedDataset();
const current = [...currentEditions(dataset.lists)];

type Row = { cells: string[]; url: string | null };

/** The table the shipped data should give: per source in display order, each current list by title, or none. */
const expected = SOURCE_NAMES.flatMap((name): Row[] => {
  const source = dataset.sources.find((s) => s.name === name);
  const header = name + (source && source.displayName !== name ? source.displayName : "");
  const lists = current.filter((e) => e.source === name).sort((a, b) => a.title.localeCompare(b.title));
  if (!lists.length) return [{ cells: [header, "No list carried yet"], url: null }];
  return lists.map((e) => ({
    cells: [
      header,
      `${e.title} (opens in a new tab)`,
      e.edition,
      listMonth(e.published) ?? "Not dated",
      listMonth(e.read) ?? e.read,
      scopeLabel(e.scope),
      e.declaredSize.toLocaleString("en-US"),
      e.entries.length.toLocaleString("en-US"),
    ],
    url: e.url,
  }));
});

test("the footer's How We Rank link opens the methodology page, whose table is the shipped lists", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "About this site" }).getByRole("link", { name: "How We Rank" }).click();
  await expect(page).toHaveURL(/\/methodology$/);
  await expect(page).toHaveTitle("How We Rank Los Angeles Restaurants | LA Eats Ranked");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How We Rank Restaurants");

  const table = page.getByRole("table", { name: "The ten sources and the list editions we count today" });
  await expect(table.getByRole("columnheader")).toHaveCount(8);
  await expect(table.getByRole("rowheader").first()).toBeVisible();
  const rows = await table
    .locator("tbody tr")
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim() ?? "")));
  // admin-edition.spec.ts adds lists of its own ("An e2e list (…)") to the shared database.
  expect(rows.filter((cells) => !cells[1]?.startsWith("An e2e list"))).toEqual(expected.map((row) => row.cells));
  expect(expected.filter((row) => row.url).length).toBeGreaterThanOrEqual(5);

  for (const { url } of expected.filter((row) => row.url)) {
    const link = table.locator(`a[href="${url}"]`);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /\bnofollow\b/);
  }
  await expect(page.getByRole("heading", { name: "What we don't do" })).toBeVisible();
  await expect(page.getByText("No paid placement.")).toBeVisible();
});

test("the methodology page reads without sideways scrolling, with each row's cells labelled on a phone", async ({
  page,
}, testInfo) => {
  await page.goto("/methodology");
  const overflow = await page.locator("html").evaluate((html) => html.scrollWidth - html.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (testInfo.project.name !== "mobile") return;
  const label = await page
    .locator("td[data-label='Places we carry']")
    .first()
    .evaluate((cell) => getComputedStyle(cell, "::before").content);
  expect(label).toBe('"Places we carry"');
});

test("the home page's How We Rank card links to the methodology page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "The full method, and the lists we count" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/methodology$/);
});
