import { expect, test } from "./support/test";

test("the first Tab reaches 'Skip to content', which passes the header: the next Tab is the page's first control", async ({
  page,
}) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  const focused = page.locator(":focus");
  // Past the site header: the focus is inside the page's <main>, not on a header link.
  await expect(focused).toHaveCount(1);
  expect(await focused.evaluate((el) => !!el.closest("main") && !el.closest("header"))).toBe(true);
});
