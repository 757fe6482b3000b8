import { expect, test, type Browser, type Page, type TestInfo } from "./support/test";
import { CHANGES_PLACE } from "./support/changes";
import { IMPORT_ADMIN_PASSWORD, IMPORT_ADMINS } from "./support/fixtures";
import { ranked } from "./support/shipped-data";

/** How many places a Data health gap lists, highest ranked first (app/models/data-health.server.ts). */
const LISTED_PER_GAP = 50;
/**
 * Places picked this far inside that list: the changes import lifts a place with no street address or
 * website up the ranking before these journeys run, which pushes the list's last places out of it.
 */
const PICKED_WITHIN = LISTED_PER_GAP - 10;

/**
 * Low-ranked places from the "No website" gap that no other journey looks at closely: one per browser
 * project and test.
 */
const [a, b, c, d] = ranked
  .map((r, index) => ({ ...r, index }))
  .filter((r) => !r.websiteUrl)
  .slice(0, PICKED_WITHIN)
  .filter((r) => r.index >= 12 && r.slug !== CHANGES_PLACE.slug && r.address && r.latitude !== null)
  .reverse();
const PLACES = { desktop: { withJs: a, withoutJs: b }, mobile: { withJs: c, withoutJs: d } };

/** Places the lists locate only to their neighborhood, from the "No street address" gap, as above. */
const [areaDesktop, areaMobile] = ranked
  .map((r, index) => ({ ...r, index }))
  .filter((r) => !r.address)
  .slice(0, PICKED_WITHIN)
  .filter((r) => r.index >= 12 && r.slug !== CHANGES_PLACE.slug && r.slug !== "soowon-galbi")
  .reverse();
const AREA_PLACES = { desktop: areaDesktop, mobile: areaMobile };

const projectOf = (testInfo: TestInfo) => (testInfo.project.name.startsWith("mobile") ? "mobile" : "desktop");

async function signInAsAdmin(page: Page, testInfo: TestInfo, to: string) {
  await page.goto(`/auth?redirectTo=${encodeURIComponent(to)}`);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(IMPORT_ADMINS[projectOf(testInfo)]);
  await form.getByLabel("Password").fill(IMPORT_ADMIN_PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(to);
}

/** The gap's row in the Data health tab, opened (a plain <details>). */
async function openGap(page: Page, label: string) {
  const gap = page.getByTestId("health-gap").filter({ has: page.locator("summary", { hasText: label }) });
  await gap.locator("summary").click();
  return gap;
}

/** As a new anonymous visitor sees it: the shared pages of the edge cache, none of this browser's. */
async function anonymousPage(browser: Browser, testInfo: TestInfo, path: string) {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

test("an admin follows 'No website' from Data health to a place, adds its website, and the profile and /changes show it", async ({
  browser,
  page,
}, testInfo) => {
  // Three sign-ins' worth of pages and a password hash: more than the default on a busy machine.
  test.slow();
  const place = PLACES[projectOf(testInfo)].withJs;
  const website = `https://${place.slug}.example.com/`;
  const before = await anonymousPage(browser, testInfo, `/restaurants/${place.slug}`);
  await expect(before.page.getByRole("heading", { level: 1 })).toHaveText(place.name);
  await expect(before.page.getByRole("link", { name: "Visit Website" })).toHaveCount(0);
  await before.close();

  await signInAsAdmin(page, testInfo, "/admin?tab=health");
  await expect(page.getByRole("tab", { name: "Data health" })).toHaveAttribute("aria-selected", "true");
  const gap = await openGap(page, "No website");
  await gap.getByRole("link", { name: place.name, exact: true }).click();
  await expect(page).toHaveURL(`/admin/restaurants/${place.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit ${place.name}`);
  await expect(page.getByText(/^Saved pin: /)).toBeVisible();

  const form = page.getByRole("form", { name: `Edit ${place.name}` });
  await expect(form.getByLabel("Name")).toHaveValue(place.name);
  await form.getByLabel("Website").fill(website);
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved: Website." })).toBeVisible();
  await expect(form.getByLabel("Website")).toHaveValue(website);

  const after = await anonymousPage(browser, testInfo, `/restaurants/${place.slug}`);
  await expect(after.page.getByRole("link", { name: "Visit Website" })).toHaveAttribute("href", website);
  await after.page.goto("/changes");
  const entry = after.page
    .getByRole("article")
    .filter({ has: after.page.getByRole("heading", { name: `${place.name} corrected` }) });
  await expect(entry.getByRole("region", { name: "Corrected" })).toContainText(`Website: none → “${website}”`);
  await after.close();
});

test("an admin follows 'No street address' to a place known to its neighborhood, gives it a street and a pin, and the profile, its map and /changes show it", async ({
  browser,
  page,
}, testInfo) => {
  test.slow();
  const place = AREA_PLACES[projectOf(testInfo)];
  // A test address in the e2e database, not a fact the site ships.
  const address = `${100 + place.index} Test Street, Los Angeles, CA 90012`;
  const before = await anonymousPage(browser, testInfo, `/restaurants/${place.slug}`);
  await expect(before.page.getByText(/^Street address not on file/)).toBeVisible();
  await expect(before.page.getByTestId("area-only")).toHaveCount(1);
  await before.close();

  await signInAsAdmin(page, testInfo, "/admin?tab=health");
  const gap = await openGap(page, "No street address");
  await gap.getByRole("link", { name: place.name, exact: true }).click();
  await expect(page).toHaveURL(`/admin/restaurants/${place.slug}`);
  await expect(page.getByText("No coordinates saved: the place has no pin on the map.")).toBeVisible();
  const form = page.getByRole("form", { name: `Edit ${place.name}` });
  await form.getByLabel("Street address").fill(address);
  await form.getByLabel("Latitude").fill("34.05");
  await form.getByLabel("Longitude").fill("-118.25");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved: / })).toContainText("Street address");
  await expect(page.getByText(/^Saved pin: 34\.05000, -118\.25000/)).toBeVisible();

  const after = await anonymousPage(browser, testInfo, `/restaurants/${place.slug}`);
  await expect(after.page.getByText(address).first()).toBeVisible();
  await expect(after.page.getByText(/^Street address not on file/)).toHaveCount(0);
  // A pin now, not the area circle (the tiles cannot load here, so the map says so).
  await expect(after.page.getByTestId("area-only")).toHaveCount(0);
  await after.page.goto("/changes");
  const entry = after.page
    .getByRole("article")
    .filter({ has: after.page.getByRole("heading", { name: `${place.name} corrected` }) });
  await expect(entry.getByRole("region", { name: "Corrected" })).toContainText(`“${address}”`);
  await after.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the edit form refuses bad input with its message and keeps what was typed; Mark verified stamps today", async ({
    page,
  }, testInfo) => {
    test.slow();
    const place = PLACES[projectOf(testInfo)].withoutJs;
    await signInAsAdmin(page, testInfo, "/admin?tab=health");
    const gap = await openGap(page, "No website");
    await gap.getByRole("link", { name: place.name, exact: true }).click();
    await expect(page).toHaveURL(`/admin/restaurants/${place.slug}`);

    const form = page.getByRole("form", { name: `Edit ${place.name}` });
    await form.getByLabel("Latitude").fill("200");
    await form.getByLabel("Booking link").fill("javascript:alert(1)");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("alert")).toHaveText("Nothing was saved: correct the fields marked below.");
    await expect(form.getByText("Latitude must be a number from -90 to 90")).toBeVisible();
    await expect(form.getByText("Booking link must be an http(s) link")).toBeVisible();
    await expect(form.getByLabel("Latitude")).toHaveValue("200");

    // Opened afresh (a reload would send the refused form again): nothing was saved.
    await page.goto(`/admin/restaurants/${place.slug}`);
    await expect(form.getByLabel("Latitude")).toHaveValue(String(place.latitude));
    await expect(page.getByText("Never verified.")).toBeVisible();
    await page.getByRole("button", { name: "Mark verified today" }).click();
    await expect(page.getByRole("status")).toHaveText(/^Marked verified on \d{4}-\d{2}-\d{2}\.$/);
    await expect(page.getByText(/^Last verified on \d{4}-\d{2}-\d{2}\.$/)).toBeVisible();
  });
});
