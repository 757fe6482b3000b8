import { expect, test, type Page, type Response } from "./support/test";
import { routerReady } from "./support/hydration";

test("pages hydrate under the Content-Security-Policy with no violation and no console error", async ({
  page,
  baseURL,
}) => {
  const problems: string[] = [];
  // Map tiles are on another host, which this machine and CI cannot reach: their failures are not the page's.
  const offSite = (url: string) => !!url && !url.startsWith(baseURL!);
  page.on(
    "console",
    (message) =>
      message.type() === "error" &&
      !(message.text().startsWith("Failed to load resource") && offSite(message.location().url)) &&
      problems.push(message.text()),
  );
  page.on("pageerror", (error) => problems.push(error.message));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  for (const path of ["/", "/restaurants", "/restaurants/cuisines"]) {
    const response = await page.goto(path);
    // A rendered page's scripts carry its nonce; one from the edge cache has its scripts named by hash.
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' ('nonce-[^']+'|'sha256-[^']+')/);
    await routerReady(page);
  }
  // A client-side navigation proves the scripts run: the next page arrives without a document load.
  await page
    .getByRole("link", { name: /Browse/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/restaurants/);
  expect(problems).toEqual([]);
});

/**
 * Asks for a page until the edge cache serves it, then opens it: a change to the data between two loads (another
 * journey's import) makes a new copy, stored once every reader agrees on the new data version. Asked outside the
 * browser: its own cache would answer a second visit within the page's max-age without asking the server.
 */
async function edgeCacheHit(page: Page, path: string) {
  await expect
    .poll(async () => (await page.request.get(path)).headers()["x-edge-cache"], { timeout: 20_000 })
    .toBe("HIT");
  const response = await page.goto(path);
  expect(response?.headers()["x-edge-cache"]).toBe("HIT");
  return response as Response | null;
}

/** The page's Content-Security-Policy violations, as the browser reports them, from its first script on. */
async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => message.text().startsWith("CSP violation") && violations.push(message.text()));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective}`)),
  );
  return violations;
}

test("a page from the edge cache runs under a policy naming its own inline scripts by hash, with no nonce", async ({
  page,
}) => {
  const violations = await cspViolations(page);
  const hit = await edgeCacheHit(page, "/restaurants/price");
  const policy = hit?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'( 'sha256-[^']+')* https:\/\/www\.instagram\.com;/);
  expect(policy).not.toContain("nonce");
  await routerReady(page);
  // The scripts run: a client-side navigation, no document load.
  await page
    .getByRole("link", { name: /Budget/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/restaurants\/price\/budget$/);
  expect(violations).toEqual([]);
});

test("a reload revalidated with the page's ETag (304) still hydrates under the page's own policy", async ({ page }) => {
  const violations = await cspViolations(page);
  const first = await edgeCacheHit(page, "/restaurants/cuisines");
  expect(first?.headers()["etag"]).toBeTruthy();
  const revalidated = page.waitForResponse(
    (r) => r.url().endsWith("/restaurants/cuisines") && r.request().isNavigationRequest(),
  );
  await page.reload();
  const conditional = await (await revalidated).request().allHeaders();
  expect(conditional["if-none-match"]).toBe(first?.headers()["etag"]);
  await routerReady(page);
  expect(violations).toEqual([]);
});

// Served by the asset layer from public/_headers, which the Worker's integration tests do not reach.
test("static files carry the security headers, and fingerprinted assets are cached for a year", async ({ request }) => {
  const favicon = await request.get("/favicon.svg");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()).toMatchObject({
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    "permissions-policy": "geolocation=(self), camera=(), microphone=()",
  });
  expect(favicon.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const script = await request.get(asset!);
  expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(script.headers()["x-content-type-options"]).toBe("nosniff");
});

test("every page's share image is a 1200×630 PNG on this site", async ({ page, request }) => {
  await page.goto("/restaurants");
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  const response = await request.get(image!);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  // The PNG header's IHDR chunk: width and height, big-endian, at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});
