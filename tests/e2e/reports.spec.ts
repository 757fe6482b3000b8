import { expect, test, type Browser, type Page, type TestInfo } from "./support/test";
import { whenHydrated } from "./support/hydration";
import { IMPORT_ADMIN_PASSWORD, IMPORT_ADMINS, INSTAGRAM_POSTS } from "./support/fixtures";
import { ranked } from "./support/shipped-data";

/**
 * Top-10 places no other journey looks at closely: two per browser project, one reported without
 * JavaScript, one with. These journeys run last (playwright.config.ts), since a closure changes every
 * count.
 */
const posted = new Set(Object.values(INSTAGRAM_POSTS).map((p) => p.slug));
const [a, b, c, d] = ranked.slice(3, 10).filter((r) => !posted.has(r.slug));
const PLACES = { desktop: { withoutJs: a, withJs: b }, mobile: { withoutJs: c, withJs: d } };

const projectOf = (testInfo: TestInfo) => (testInfo.project.name.startsWith("mobile") ? "mobile" : "desktop");
const rankedNames = (page: Page) =>
  page.getByRole("list", { name: "Ranked restaurants" }).getByTestId("restaurant-name");

async function signInAsAdmin(page: Page, testInfo: TestInfo) {
  await page.goto(`/auth?redirectTo=${encodeURIComponent("/admin?tab=reports")}`);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(IMPORT_ADMINS[projectOf(testInfo)]);
  await form.getByLabel("Password").fill(IMPORT_ADMIN_PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\?tab=reports$/);
}

/**
 * As a new anonymous visitor sees it through the edge cache, the profile says it closed and the home
 * ranking no longer has it.
 */
async function expectClosed(browser: Browser, testInfo: TestInfo, place: { slug: string; name: string }) {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  const page = await context.newPage();
  await page.goto(`/restaurants/${place.slug}`);
  await expect(page.getByRole("note").filter({ hasText: /^Closed \(\w+ \d{4}\)/ })).toBeVisible();
  await page.goto("/");
  await expect(rankedNames(page)).toHaveCount(10);
  await expect(rankedNames(page).filter({ hasText: place.name })).toHaveCount(0);
  await context.close();
}

async function acceptReport(page: Page, place: { name: string }, details: string) {
  const report = page.getByTestId("report").filter({ hasText: details });
  await expect(report.getByRole("link", { name: place.name })).toBeVisible();
  await expect(report).toContainText("It has closed");
  await report.getByRole("button", { name: `Accept the report on ${place.name}` }).click();
  await expect(page.getByRole("tabpanel").getByRole("status")).toContainText(
    `Accepted: ${place.name} is now marked closed`,
  );
  await expect(page.getByTestId("report").filter({ hasText: details })).toHaveCount(0);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a closure reported without JavaScript reaches the admin, whose Accept closes the place", async ({
    browser,
    page,
  }, testInfo) => {
    const place = PLACES[projectOf(testInfo)].withoutJs;
    const details = `Closed for good (${testInfo.project.name}, no JavaScript).`;
    await page.goto("/");
    await expect(rankedNames(page).filter({ hasText: place.name })).toHaveCount(1);
    await page.goto(`/restaurants/${place.slug}`);
    await page.getByRole("link", { name: "Report a closure or wrong information" }).click();
    await expect(page).toHaveURL(`/restaurants/${place.slug}/report`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Report a problem with ${place.name}`);

    // A mistake comes back from the server with its message, keeping what was typed.
    await page.getByLabel("Details (optional)").fill(details);
    await page.getByLabel("Your email (optional)").fill("not an email");
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByText("Please choose what is wrong.")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address, or leave it empty.")).toBeVisible();
    await expect(page.getByLabel("Details (optional)")).toHaveValue(details);
    await page.getByLabel("It has closed").check();
    await page.getByLabel("Your email (optional)").fill("diner@example.com");
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page).toHaveURL(`/restaurants/${place.slug}/report?sent`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your report");

    await signInAsAdmin(page, testInfo);
    await expect(page.getByTestId("report").filter({ hasText: details })).toContainText("diner@example.com");
    await acceptReport(page, place, details);
    await expectClosed(browser, testInfo, place);
  });
});

test("a closure reported with JavaScript reaches the admin's Reports tab, whose Accept closes the place", async ({
  browser,
  page,
}, testInfo) => {
  const place = PLACES[projectOf(testInfo)].withJs;
  const details = `Shut its doors (${testInfo.project.name}).`;
  await page.goto(`/restaurants/${place.slug}`);
  await page.getByRole("link", { name: "Report a closure or wrong information" }).click();
  await expect(page).toHaveURL(`/restaurants/${place.slug}/report`);
  const form = await whenHydrated(page.getByRole("form", { name: "Report a problem" }));
  // Checked in the browser first: nothing is sent until something is chosen.
  await form.getByRole("button", { name: "Send report" }).click();
  await expect(form.getByText("Please choose what is wrong.")).toBeVisible();
  await form.getByLabel("It has closed").check();
  await form.getByLabel("Details (optional)").fill(details);
  await form.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your report");
  await page.getByRole("link", { name: `Back to ${place.name}` }).click();
  await expect(page).toHaveURL(`/restaurants/${place.slug}`);

  await signInAsAdmin(page, testInfo);
  await page.goto("/admin");
  await (await whenHydrated(page.getByRole("tab", { name: /^Reports/ }))).click();
  await expect(page).toHaveURL(/\/admin\?tab=reports$/);
  await acceptReport(page, place, details);
  await expectClosed(browser, testInfo, place);
});
