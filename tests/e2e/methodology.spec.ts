import { expect, test } from "./support/test";

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
