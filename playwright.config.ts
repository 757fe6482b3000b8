import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findTestChromium } from "./scripts/lib/chromium";

/** Started by scripts/e2e.ts, which serves the built worker and passes BASE_URL. */
const launchOptions = { executablePath: findTestChromium() ?? undefined, args: CHROMIUM_ARGS };
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions };
const mobile = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions };
/**
 * Journeys that change what every other journey reads (closing a place changes the ranking and the
 * counts they check; an edit moves the data version, so no page is an edge-cache hit for a moment)
 * run once the rest have finished, in projects of their own.
 */
const LAST = /(reports|changes|admin-place-edit)\.spec\.ts$/;
/**
 * Specs of what no width changes (headers, sign-in rules, a CSV import, the order and paging of results,
 * saved-list sync, heading outlines, the Near Me dialog's words) run at desktop width only (decision 036); every page's layout, axe and HTML checks,
 * and each journey an issue asks for at both widths, still run at both.
 */
const DESKTOP_ONLY =
  /(seo|styles|featured-in|card-badges|auth|admin-import|instagram|search-results|saved-sync|take-your-list|pages-categories|outline|near-me-defects)\.spec\.ts$/;
/** changes.spec.ts reads what one edition import (changes.setup.ts) did, made once for both widths. */
const afterTheRest = { testMatch: LAST, dependencies: ["desktop", "mobile", "changes-setup"] };

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "tests/e2e/.artifacts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: process.env.BASE_URL ?? "http://127.0.0.1:8787",
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "desktop", testIgnore: LAST, use: desktop },
    { name: "mobile", testIgnore: [LAST, DESKTOP_ONLY], use: mobile },
    { name: "changes-setup", testMatch: /changes\.setup\.ts$/, dependencies: ["desktop", "mobile"], use: desktop },
    { name: "desktop-last", ...afterTheRest, use: desktop },
    { name: "mobile-last", ...afterTheRest, use: mobile },
  ],
});
