import { expect, test as setup } from "./support/test";
import { cardText } from "./support/card-text";
import { applyPreview, openPreview } from "./support/import-preview";
import { IMPORT_ADMIN_PASSWORD, IMPORT_ADMINS } from "./support/fixtures";
import { CHANGES_LIST, CHANGES_NEW_PLACE, CHANGES_PLACE } from "./support/changes";

/**
 * Once, after the other journeys: an admin imports an edition that moves a place up, adds one and
 * rejects one, and a meanwhile edit makes the first Apply refuse the stale preview. Done once so the
 * two projects never race each other's imports.
 */
setup(
  "an admin previews an edition that moves one place, adds another and rejects a row, then applies it",
  async ({ page }) => {
    // Sign-in, an upload, its preview at two widths, Apply and the home page before and after.
    setup.slow();
    // Written by hand: toCsv guards cells starting with '-' against spreadsheet formulas, longitudes included.
    const csv = [
      "Restaurant Name,Address,Cuisine,Neighborhood,Price Range,latitude,longitude",
      `"${CHANGES_PLACE.name}","${CHANGES_PLACE.address ?? ""}",,,,,`,
      `"${CHANGES_NEW_PLACE.name}","${CHANGES_NEW_PLACE.address}",Mexican,Downtown,$,34.0505,-118.2468`,
      "Nowhere Diner,,,,,,",
    ].join("\n");
    const before = await cardText(page, CHANGES_PLACE.name);
    expect(before).not.toBeNull();
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
    await openPreview(page);
    const previewUrl = page.url();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(previewUrl);
      await expect(page.getByTestId("preview-matched"), `${width}px`).toContainText(CHANGES_PLACE.name);
      await expect(page.getByTestId("preview-added"), `${width}px`).toContainText(CHANGES_NEW_PLACE.name);
      await expect(page.getByTestId("preview-rejected"), `${width}px`).toContainText(
        "'Nowhere Diner' is not one of our restaurants",
      );
      const move = page.getByTestId("preview-moves").getByRole("row").filter({ hasText: CHANGES_PLACE.name });
      await expect(move, `${width}px`).toContainText(/#\d+.*#\d+/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `the preview fits ${width}px`).toBeLessThanOrEqual(0);
    }
    expect(await cardText(page, CHANGES_PLACE.name)).toBe(before);
    expect(await cardText(page, CHANGES_NEW_PLACE.name)).toBeNull();

    // An edit saved meanwhile makes the preview stale: Apply refuses it, the page follows the preview
    // being made again, and the new one is applied.
    await page.goto(`/admin/restaurants/${CHANGES_PLACE.slug}`);
    await page.getByRole("button", { name: "Mark verified today" }).click();
    await expect(page.getByRole("status")).toHaveText(/^Marked verified on \d{4}-\d{2}-\d{2}\.$/);
    await page.goto(previewUrl);
    const result = await applyPreview(page, { stale: true });
    await expect(result).toContainText("is now the current edition: 2 places on it.");
    expect(await cardText(page, CHANGES_PLACE.name)).not.toBe(before);
    expect(await cardText(page, CHANGES_NEW_PLACE.name)).not.toBeNull();
  },
);
