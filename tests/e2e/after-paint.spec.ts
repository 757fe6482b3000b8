import { expect, test, type Page } from "./support/test";
import { routerReady } from "./support/hydration";

/** When the page's text was first on screen and when each of its scripts was requested (ms since navigation). */
function timings(page: Page) {
  return page.evaluate(() => ({
    painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    scripts: performance
      .getEntriesByType("resource")
      .filter((r) => new URL(r.name).pathname.startsWith("/assets/") && r.name.endsWith(".js"))
      .map((r) => r.startTime),
  }));
}

for (const visit of ["rendered for the request", "served from the edge cache"]) {
  test(`a page ${visit} asks for its scripts only once its text is on screen, then hydrates`, async ({ page }) => {
    const refused: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && /Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    if (visit === "served from the edge cache") await page.request.get("/restaurants/cuisine/thai");
    const response = await page.goto("/restaurants/cuisine/thai");
    if (visit === "served from the edge cache") expect(response!.headers()["x-edge-cache"]).toBe("HIT");
    await routerReady(page);

    const { painted, scripts } = await timings(page);
    expect(painted).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(3);
    // Asked for before that paint, Lighthouse's simulation would hold the paint for them (decision 031).
    for (const start of scripts) expect(start).toBeGreaterThanOrEqual(painted!);
    // The page's own script started them: the policy (a nonce, or a stored page's hashes) let it.
    expect(refused).toEqual([]);
  });
}

test("the web app manifest is linked only once the page has loaded, and Chromium reads it", async ({ page }) => {
  // Whether a manifest link was in the document as it was parsed, and just before the load event's listeners.
  await page.addInitScript(() => {
    const linked = () => document.querySelector('link[rel="manifest"]') !== null;
    const seen: Record<string, boolean> = {};
    (window as unknown as { manifestSeen: Record<string, boolean> }).manifestSeen = seen;
    document.addEventListener("DOMContentLoaded", () => (seen.parsed = linked()));
    addEventListener("load", () => (seen.loading = linked()), { capture: true, once: true });
  });
  await page.goto("/");
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  // Linked before the load, a browser asks for it before the largest paint, whose simulation then waits (decision 054).
  expect(await page.evaluate(() => (window as unknown as { manifestSeen: unknown }).manifestSeen)).toEqual({
    parsed: false,
    loading: false,
  });
  const manifest = await (await page.context().newCDPSession(page)).send("Page.getAppManifest");
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? "{}").name).toBe("LA Eats Ranked");
});
