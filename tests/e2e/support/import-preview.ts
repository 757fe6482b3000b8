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
 * Applies the open preview and waits for the result. Another journey's import may land first: Apply then
 * refuses the stale preview and the queue makes it again, which is applied in turn, as an admin would.
 */
export async function applyPreview(page: Page) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await expect(page.getByTestId("preview-summary")).toBeVisible({ timeout: 20_000 });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/imports/")),
      page.getByRole("button", { name: "Apply" }).click(),
    ]);
    if (response.status() === 202) {
      await expect(page.getByTestId("import-state")).toHaveAttribute("data-status", "done", { timeout: 20_000 });
      return page.getByTestId("import-state");
    }
    expect(response.status()).toBe(409);
    await expect(page.getByRole("alert")).toContainText("the data changed since this preview was made");
  }
  throw new Error("the preview stayed stale through three Applies");
}
