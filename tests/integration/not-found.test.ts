import { beforeAll, describe, expect, it } from "vitest";
import { seedDataset } from "~/models/seed.server";
import { clearData, db } from "./support/import-support";
import { get, headings, linksIn, select, textsOf } from "./support/html-query";
import { readHead } from "./support/seo-support";
import { shippedDataset } from "./support/shipped-dataset";

/**
 * The not-found pages as the server sends them (moved from the e2e specs: nothing here needs a browser).
 * Seeded with the shipped dataset, as the e2e database is.
 */
beforeAll(async () => {
  await clearData();
  await seedDataset(db(), shippedDataset());
});

const NOT_FOUND_COPY = "The page you're looking for doesn't exist.";

/** The page says it is not found, in its heading and copy, and its Go Home link leads to /. */
async function expectNotFoundPage(html: string, path: string) {
  expect(await headings(html), path).toContain("Page Not Found");
  expect(await textsOf(html, "main p"), path).toContain(NOT_FOUND_COPY);
  expect(await linksIn(html, "main"), path).toContainEqual({ name: "Go Home", href: "/" });
}

describe("the not-found page", () => {
  it("any other path is the not-found page with status 404 and a way home", async () => {
    for (const path of ["/no-such-page", "/restaurants/cuisine/italian/extra", "/restaurants/flavor/sweet"]) {
      const { response, html } = await get(path);
      expect(response.status, path).toBe(404);
      await expectNotFoundPage(html, path);
    }
  });

  it("an unknown path shows the not-found page with a way home", async () => {
    const { response, html } = await get("/this/does/not/exist");
    expect(response.status).toBe(404);
    await expectNotFoundPage(html, "/this/does/not/exist");
  });

  it("an unknown path's page is titled 'Page Not Found', kept out of search results, and links the app manifest (given its rel at the load)", async () => {
    const { title, meta, html } = await readHead((await get("/no/such/page")).response);
    expect(title).toBe("Page Not Found | LA Eats Ranked");
    expect(meta.robots).toMatch(/^noindex/);
    expect((await select(html, 'link[data-rel-after-load="manifest"]')).map((l) => l.attrs.href)).toEqual([
      "/manifest.webmanifest",
    ]);
  });

  it("an unknown restaurant is a 404 page with the not-found copy, 'Did you mean' and Go Home", async () => {
    const { response, html } = await get("/restaurants/bestai");
    expect(response.status).toBe(404);
    await expectNotFoundPage(html, "/restaurants/bestai");
    const suggestions = await linksIn(html, 'ul[aria-label="Did you mean"]');
    expect(suggestions[0]).toEqual({ name: "Bestia", href: "/restaurants/bestia" });
    const bestia = await get("/restaurants/bestia");
    expect(await textsOf(bestia.html, "h1")).toEqual(["Bestia"]);

    const gone = await get("/restaurants/no-such-restaurant-anywhere");
    expect(await linksIn(gone.html, "main")).toContainEqual({ name: "Go Home", href: "/" });
  });

  it("a category with no restaurants shows 'No Restaurants Found' and Browse All Restaurants", async () => {
    const { response, html } = await get("/restaurants/cuisine/wine-and-tapas");
    expect(response.status).toBe(404);
    expect(await textsOf(html, "h1")).toEqual(["Wine and Tapas Restaurants in Los Angeles"]);
    expect(await headings(html)).toContain("No Restaurants Found");
    expect(await textsOf(html, '[data-testid="category-count"]')).toEqual(["0 restaurants found"]);
    expect(await linksIn(html, "main")).toContainEqual({ name: "Browse All Restaurants", href: "/" });
  });
});
