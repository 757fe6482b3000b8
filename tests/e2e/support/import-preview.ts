import { expect, type Page } from "./test";

/** Opens the preview an upload on the admin page stopped at, once the queue has made it. */
export async function openPreview(page: Page) {
  await page
    .getByTestId("import-ready")
    .getByRole("link", { name: /Review the preview/ })
    .click({ timeout: 20_000 });
  await expect(page.getByTestId("preview-summary")).toBeVisible({ timeout: 20_000 });
}

/**
 * Applies the open preview and waits. If another journey's import or edit lands first, Apply refuses
 * the stale preview and the regenerated one is applied, as an admin would. `stale`: the first Apply
 * must refuse.
 */
export async function applyPreview(page: Page, { stale = false } = {}) {
  const attempt = page.locator('input[name="attempt"]').first();
  for (let tries = 0; tries < 3; tries++) {
    await expect(page.getByTestId("preview-summary")).toBeVisible({ timeout: 20_000 });
    const made = await attempt.inputValue();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/imports/")),
      page.getByRole("button", { name: "Apply" }).click(),
    ]);
    if (response.status() === 202 && !(stale && tries === 0)) {
      await expect(page.getByTestId("import-state")).toHaveAttribute("data-status", "done", { timeout: 20_000 });
      return page.getByTestId("import-state");
    }
    expect(response.status()).toBe(409);
    await expect(page.getByRole("alert")).toContainText("the data changed since this preview was made");
    // The page reads the job again and refreshes while the preview is remade: a new attempt to apply.
    await expect(attempt).not.toHaveValue(made, { timeout: 20_000 });
  }
  throw new Error("the preview stayed stale through three Applies");
}
