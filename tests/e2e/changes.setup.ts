import { expect, test as setup } from "./support/test";
import { IMPORT_ADMIN_PASSWORD, IMPORT_ADMINS } from "./support/fixtures";
import { CHANGES_LIST, CHANGES_NEW_PLACE, CHANGES_PLACE } from "./support/changes";

/**
 * Once, after the other journeys: an admin imports an edition of a list of the tests' own naming a
 * place already ranked (it moves up) and a new one (it joins). changes.spec.ts then reads the result
 * at both widths, so the two projects never race each other's imports.
 */
setup("an admin imports an edition that moves one place and adds another", async ({ page }) => {
  // Written by hand: toCsv guards cells starting with '-' against spreadsheet formulas, longitudes included.
  const csv = [
    "Restaurant Name,Address,Cuisine,Neighborhood,Price Range,latitude,longitude",
    `"${CHANGES_PLACE.name}","${CHANGES_PLACE.address ?? ""}",,,,,`,
    `"${CHANGES_NEW_PLACE.name}","${CHANGES_NEW_PLACE.address}",Mexican,Downtown,$,34.0505,-118.2468`,
  ].join("\n");
  await page.goto(`/auth?redirectTo=${encodeURIComponent("/admin?tab=lists")}`);
  await page.getByLabel("Email").fill(IMPORT_ADMINS.desktop);
  await page.getByLabel("Password").fill(IMPORT_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\?tab=lists/);

  const form = page.getByRole("form", { name: "List edition upload" });
  await form.locator('select[name="source"]').selectOption(CHANGES_LIST.source);
  await form.locator('input[name="title"]').fill(CHANGES_LIST.title);
  await form.locator('input[name="url"]').fill("https://lists.example/changes");
  await form.locator('input[name="list"]').fill("e2e-changes");
  await form.locator('input[name="edition"]').fill(CHANGES_LIST.edition);
  await form.locator('input[name="published"]').fill("2026-10");
  await form.locator('input[name="read"]').fill("2026-11-20");
  await form.locator('input[name="declaredSize"]').fill("10");
  const transfer = await page.evaluateHandle((text) => {
    const data = new DataTransfer();
    data.items.add(new File([text], "changes.csv", { type: "text/csv" }));
    return data;
  }, csv);
  await page.getByTestId("import-dropzone").dispatchEvent("drop", { dataTransfer: transfer });
  await form.getByRole("button", { name: "Upload edition" }).click();
  await expect(page.getByTestId("import-result")).toContainText("is now the current edition: 2 places on it.", {
    timeout: 20_000,
  });
});
