import { expect, test, type Page } from "@playwright/test";
import { whenHydrated } from "./support/hydration";

/** What a few styled parts look like: a card's rounded corners, the header's white, the page's backdrop. */
function styleProbe(page: Page) {
  return page.evaluate(() => ({
    css: document.getElementById("site-css")?.textContent?.length ?? 0,
    body: getComputedStyle(document.body).backgroundColor,
    header: getComputedStyle(document.querySelector("header")!).backgroundColor,
  }));
}

test("the stylesheet comes inline with the page: no stylesheet request holds the first paint", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const inline = /<style id="site-css">([\s\S]*?)<\/style>/.exec(head)?.[1] ?? "";
  expect(inline.length).toBeGreaterThan(10_000);
  expect(head).not.toMatch(/rel="stylesheet"/);

  const stylesheets: string[] = [];
  page.on("request", (r) => r.resourceType() === "stylesheet" && stylesheets.push(r.url()));
  await page.goto("/");
  await expect(page.getByTestId("restaurant-card").first()).toHaveCSS("border-radius", "16px");
  expect(stylesheets).toEqual([]);
});

test("the styles survive hydration and moving between pages in the browser", async ({ page }) => {
  await page.goto("/");
  const before = await styleProbe(page);
  expect(before.css).toBeGreaterThan(10_000);
  expect(before.body).not.toBe("rgba(0, 0, 0, 0)");

  // A client-side navigation: Remix swaps the route, the document (and its <style>) stays.
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
