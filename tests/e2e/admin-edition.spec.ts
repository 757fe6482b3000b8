import { expect, test, type Page } from "./support/test";
import { toCsv } from "~/lib/csv/csv-export";
import { SOURCE_NAMES } from "~/lib/sources";
import { IMPORT_ADMIN_PASSWORD, IMPORT_ADMINS } from "./support/fixtures";
import { ranked } from "./support/shipped-data";
import { routerReady } from "./support/hydration";
import { cardText } from "./support/card-text";
import { applyPreview, openPreview } from "./support/import-preview";

type Project = "desktop" | "mobile";
const projectOf = (name: string): Project => (name === "mobile" ? "mobile" : "desktop");

async function signInToLists(page: Page, project: Project) {
  await page.goto(`/auth?redirectTo=${encodeURIComponent("/admin?tab=lists")}`);
  await page.getByLabel("Email").fill(IMPORT_ADMINS[project]);
  await page.getByLabel("Password").fill(IMPORT_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\?tab=lists/);
  await routerReady(page);
}

/** Fills the edition form for a list of the test's own and drops the CSV on it. */
async function fillEdition(
  page: Page,
  fields: { source: string; title: string; list: string; url: string },
  csv: string,
) {
  const form = page.getByRole("form", { name: "List edition upload" });
  await form.locator('select[name="source"]').selectOption(fields.source);
  await form.locator('input[name="title"]').fill(fields.title);
  await form.locator('input[name="url"]').fill(fields.url);
  await form.locator('input[name="list"]').fill(fields.list);
  await form.locator('input[name="edition"]').fill("2026");
  await form.locator('input[name="published"]').fill("2026-10");
  await form.locator('input[name="read"]').fill("2026-11-20");
  await form.locator('input[name="declaredSize"]').fill("10");
  const transfer = await page.evaluateHandle(
    ([name, text]) => {
      const data = new DataTransfer();
      data.items.add(new File([text], name, { type: "text/csv" }));
      return data;
    },
    [`${fields.list}.csv`, csv] as const,
  );
  await page.getByTestId("import-dropzone").dispatchEvent("drop", { dataTransfer: transfer });
  return form;
}

test("an admin imports a list edition: its preview shows the known place and the rejected row, and Apply makes it current", async ({
  page,
}, testInfo) => {
  const project = projectOf(testInfo.project.name);
  // A place already credited to the edition's source, on a list of this project's own: the ranking
  // other tests read stays as it is, and the two browser projects never touch one list.
  const place = ranked[project === "mobile" ? 21 : 20];
  const source = place.sources.split(", ")[0];
  const csv = toCsv(
    ["Restaurant Name", "Address"],
    [
      [place.name, place.address],
      ["Nowhere Diner", ""],
    ],
  );
  await signInToLists(page, project);
  const fields = { source, title: `An e2e list (${project})`, list: `e2e-${project}` };
  const form = await fillEdition(page, { ...fields, url: "https://www.yelp.com/search?find_desc=Best" }, csv);
  await form.getByRole("button", { name: "Upload edition" }).click();
  await expect(form.getByRole("alert")).toContainText("not a search page");

  await form.locator('input[name="url"]').fill(`https://lists.example/${project}`);
  await form.getByRole("button", { name: "Upload edition" }).click();
  await openPreview(page);
  await expect(page.getByTestId("preview-matched")).toContainText(place.name);
  await expect(page.getByTestId("preview-matched")).toContainText("name and street address");
  await expect(page.getByTestId("preview-rejected")).toContainText("'Nowhere Diner' is not one of our restaurants");
  await expect(page.getByRole("region", { name: /Ranking moves it would cause/ })).toContainText("None.");

  const result = await applyPreview(page);
  await expect(result).toContainText("is now the current edition: 1 place on it.");
  await page.goto(`/restaurants/${place.slug}`);
  await expect(page.getByTestId("trusted-lists-count")).toHaveText(
    `Appears on ${place.sourceCount} trusted list${place.sourceCount === 1 ? "" : "s"}`,
  );
});

test("an edition's preview shows a matched row, a new place, a rejected row and a move; the home page is unchanged, and Discard (without JavaScript) keeps it so", async ({
  page,
  browser,
}, testInfo) => {
  // Sign-in, an upload, its preview and six page loads: longer than the default timeout on a busy
  // machine.
  test.slow();
  const project = projectOf(testInfo.project.name);
  // A place on a source it is not credited to yet: applied, it would move up. This journey discards it.
  const place = ranked.filter((row) => row.address)[project === "mobile" ? 41 : 40];
  const source = SOURCE_NAMES.find((name) => !place.sources.includes(name))!;
  const newName = `Preview Test Diner ${project}`;
  // Written by hand: toCsv guards cells starting with '-' against spreadsheet formulas, longitudes included.
  const csv = [
    "Restaurant Name,Address,Cuisine,Neighborhood,Price Range,latitude,longitude",
    `"${place.name}","${place.address}",,,,,`,
    `"${newName}","400 S Main St, Los Angeles, CA 90013",Diner,Downtown,$,34.0475,-118.2470`,
    "Nowhere Diner,,,,,,",
  ].join("\n");
  const before = { place: await cardText(page, place.name), added: await cardText(page, newName) };
  expect(before.place).not.toBeNull();
  expect(before.added).toBeNull();

  await signInToLists(page, project);
  const fields = { source, title: `A preview list (${project})`, list: `e2e-preview-${project}` };
  const form = await fillEdition(page, { ...fields, url: `https://lists.example/preview-${project}` }, csv);
  await form.getByRole("button", { name: "Upload edition" }).click();
  await openPreview(page);
  const previewUrl = page.url();
  await expect(page.getByTestId("preview-summary")).toContainText(
    "1 row matched to our restaurants; 1 new restaurant would be added; 1 row rejected",
  );
  await expect(page.getByTestId("preview-matched")).toContainText(place.name);
  await expect(page.getByTestId("preview-added")).toContainText(newName);
  await expect(page.getByTestId("preview-rejected")).toContainText("'Nowhere Diner' is not one of our restaurants");
  const move = page.getByTestId("preview-moves").getByRole("row").filter({ hasText: place.name });
  await expect(move).toContainText(/#\d+.*#\d+/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page fits the screen's width").toBeLessThanOrEqual(0);

  expect(await cardText(page, place.name)).toBe(before.place);
  expect(await cardText(page, newName)).toBeNull();

  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    viewport: testInfo.project.use.viewport,
  });
  const plain = await noScript.newPage();
  await plain.goto(previewUrl);
  await plain.getByRole("button", { name: "Discard" }).click();
  await expect(plain.getByTestId("import-state")).toHaveAttribute("data-status", "discarded");
  await expect(plain.getByText("Discarded: nothing was changed.").first()).toBeVisible();
  await expect(plain.getByRole("button", { name: "Apply" })).toHaveCount(0);
  await noScript.close();

  expect(await cardText(page, place.name)).toBe(before.place);
  expect(await cardText(page, newName)).toBeNull();
});
