import { expect, test } from "./support/test";
import { toCsv } from "~/lib/csv/csv-export";
import { IMPORT_ADMIN_PASSWORD, IMPORT_ADMINS } from "./support/fixtures";
import { ranked } from "./support/shipped-data";
import { routerReady } from "./support/hydration";

test("an admin imports a list edition: the known place is listed, an unknown one is rejected by line, a repeat changes nothing", async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name === "mobile" ? "mobile" : "desktop";
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

  await page.goto(`/auth?redirectTo=${encodeURIComponent("/admin?tab=lists")}`);
  await page.getByLabel("Email").fill(IMPORT_ADMINS[project]);
  await page.getByLabel("Password").fill(IMPORT_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\?tab=lists/);
  await routerReady(page);

  const form = page.getByRole("form", { name: "List edition upload" });
  await form.locator('select[name="source"]').selectOption(source);
  await form.locator('input[name="title"]').fill(`An e2e list (${project})`);
  await form.locator('input[name="url"]').fill("https://www.yelp.com/search?find_desc=Best");
  await form.locator('input[name="list"]').fill(`e2e-${project}`);
  await form.locator('input[name="edition"]').fill("2026");
  await form.locator('input[name="published"]').fill("2026-10");
  await form.locator('input[name="read"]').fill("2026-11-20");
  await form.locator('input[name="declaredSize"]').fill("10");
  const drop = async () => {
    const transfer = await page.evaluateHandle(
      ([name, text]) => {
        const data = new DataTransfer();
        data.items.add(new File([text], name, { type: "text/csv" }));
        return data;
      },
      [`edition-${project}.csv`, csv] as const,
    );
    await page.getByTestId("import-dropzone").dispatchEvent("drop", { dataTransfer: transfer });
  };
  await drop();
  await form.getByRole("button", { name: "Upload edition" }).click();
  await expect(form.getByRole("alert")).toContainText("not a search page");

  await form.locator('input[name="url"]').fill(`https://lists.example/${project}`);
  await form.getByRole("button", { name: "Upload edition" }).click();
  const result = page.getByTestId("import-result");
  await expect(result).toContainText("is now the current edition: 1 place on it.", { timeout: 20_000 });
  await expect(result).toHaveAttribute("data-level", "warning");
  const rejected = page.getByTestId("rejected-rows");
  await expect(rejected).toContainText("3");
  await expect(rejected).toContainText("'Nowhere Diner' is not one of our restaurants");

  // The same edition again: the same result, and the place's lists are what they were.
  await form.getByRole("button", { name: "Upload edition" }).click();
  await expect(result).toContainText("is now the current edition: 1 place on it.", { timeout: 20_000 });
  await page.goto(`/restaurants/${place.slug}`);
  await expect(page.getByTestId("trusted-lists-count")).toHaveText(
    `Appears on ${place.sourceCount} trusted list${place.sourceCount === 1 ? "" : "s"}`,
  );
});
