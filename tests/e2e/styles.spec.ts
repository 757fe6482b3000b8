import { expect, test, type Page } from "./support/test";
import { whenHydrated } from "./support/hydration";

/** What a few styled parts look like: the page's stylesheets, the header's white, the page's backdrop. */
function styleProbe(page: Page) {
  return page.evaluate(() => ({
    sheets: [...document.styleSheets].map((sheet) => sheet.href),
    body: getComputedStyle(document.body).backgroundColor,
    header: getComputedStyle(document.querySelector("header")!).backgroundColor,
  }));
}

test("the stylesheet is one fingerprinted file in <head>, cached for good, and no longer inlined", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on("request", (r) => r.resourceType() === "stylesheet" && stylesheets.push(r.url()));
  const response = await page.goto("/");
  const html = await response!.text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).not.toMatch(/<style\b/);
  const href = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(head)?.[1];
  expect(href).toBeTruthy();
  await expect(page.getByTestId("restaurant-card").first()).toHaveCSS("border-radius", "16px");
  expect(stylesheets.map((url) => new URL(url).pathname)).toEqual([href]);
  const css = await page.request.get(href!);
  expect(css.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await css.text()).length).toBeGreaterThan(10_000);
});

test("the styles survive hydration and moving between pages in the browser", async ({ page }) => {
  await page.goto("/");
  const before = await styleProbe(page);
  expect(before.sheets).toHaveLength(1);
  expect(before.body).not.toBe("rgba(0, 0, 0, 0)");

  // A client-side navigation: Remix swaps the route, the document (and its stylesheet) stays.
  await (
    await whenHydrated(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Browse" }))
  ).click();
  await expect(page).toHaveURL(/\/restaurants$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await styleProbe(page)).toEqual(before);

  await page.goBack();
  await expect(page.getByTestId("restaurant-card").first()).toHaveCSS("border-radius", "16px");
  expect(await styleProbe(page)).toEqual(before);
});
