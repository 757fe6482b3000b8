import { expect, test } from "./support/test";

test("the Terms of Use show their effective date, contents and sections 1 to 9 under California law", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "About this site" }).getByRole("link", { name: "Terms of Use" }).click();
  await expect(page).toHaveURL(/\/terms-of-use$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Use");
  await expect(page.getByText("Effective August 2025")).toBeVisible();
  const sections = page
    .getByRole("article")
    .getByRole("heading", { level: 2 })
    .filter({ hasText: /^\d\. / });
  await expect(sections).toHaveCount(9);
  await expect(sections.first()).toHaveText("1. Acceptance of These Terms");
  await expect(page.getByRole("article")).toContainText("California");

  const contents = page.getByRole("navigation", { name: "Contents" });
  await contents.getByRole("link", { name: "8. Governing Law" }).click();
  await expect(page).toHaveURL(/#governing-law$/);
  await expect(page.getByRole("heading", { name: "8. Governing Law" })).toBeInViewport();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  const PAGES: [string, string][] = [
    ["/restaurants", "Browse Los Angeles Restaurants"],
    ["/restaurants/cuisines", "All Cuisines"],
    ["/restaurants/neighborhoods", "All Neighborhoods"],
    ["/restaurants/cuisine", "All Cuisines"],
    ["/restaurants/neighborhood", "All Neighborhoods"],
    ["/restaurants/price", "Restaurants by Price"],
    ["/restaurants/occasion", "Restaurants by Occasion"],
    ["/restaurants/cuisine/japanese", "Japanese Restaurants in Los Angeles"],
    ["/restaurants/price/moderate", "Moderate ($$) Restaurants in Los Angeles"],
    ["/restaurants/bestia", "Bestia"],
    ["/newest", "New & Rising Restaurants"],
    ["/saved", "Your Saved Restaurants"],
    ["/terms-of-use", "Terms of Use"],
    ["/privacy-policy", "Privacy Policy"],
    ["/methodology", "How We Rank Restaurants"],
    ["/changes", "What Changed"],
  ];

  test("every page renders on the server, and its main content fits the screen", async ({ page }) => {
    for (const [path, heading] of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
      const overflow = await page.locator("main").evaluate((main) => main.scrollWidth - main.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
