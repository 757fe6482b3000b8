import { beforeEach, describe, expect, it } from "vitest";
import { seedDataset } from "~/models/seed.server";
import { withEditions } from "../fixtures/editions";
import { fixtureDataset, fixtureRanking } from "../fixtures/dataset";
import { clearData, db, rows, seedFixtures } from "./support/import-support";
import { fetchSettled, ldOfType, ORIGIN, readHead } from "./support/seo-support";

const PUBLIC_PAGES = [
  "/",
  "/newest",
  "/saved",
  "/restaurants",
  "/restaurants/cuisines",
  "/restaurants/neighborhoods",
  "/restaurants/price",
  "/restaurants/occasion",
  "/restaurants/cuisine/thai",
  "/restaurants/neighborhood/koreatown",
  "/restaurants/price/upscale",
  "/restaurants/occasion/casual",
  "/restaurants/bestia",
  "/terms-of-use",
  "/privacy-policy",
];

async function page(path: string) {
  const response = await fetchSettled(path);
  expect(response.status, path).toBe(200);
  return readHead(response);
}

beforeEach(async () => {
  await clearData();
  await seedFixtures();
});

describe("page metadata", () => {
  it.each(PUBLIC_PAGES)("%s has a title, a description, an absolute canonical and social tags", async (path) => {
    const { title, meta, canonical } = await page(path);
    expect(title).toMatch(/\S.*LA Eats Ranked|LA Eats Ranked.*\S/);
    expect(meta.description?.trim()).toBeTruthy();
    expect(canonical).toBe(`${ORIGIN}${path}`);
    expect(meta["og:url"]).toBe(canonical);
    expect(meta["og:title"]).toBe(title);
    expect(meta["og:description"]).toBe(meta.description);
    expect(meta["twitter:card"]).toBe("summary_large_image");
    expect(meta["twitter:title"]).toBe(meta["og:title"]);
    expect(title.length).toBeLessThan(65);
    expect(meta).toMatchObject({
      "og:image": `${ORIGIN}/share-image.png`,
      "og:image:width": "1200",
      "og:image:height": "630",
    });
    expect(meta["og:image:alt"]?.trim()).toBeTruthy();
    expect(meta.robots).toBeUndefined();
  });

  it("canonical URLs drop tracking parameters and keep the meaningful ones, sorted", async () => {
    expect((await page("/restaurants/cuisine/thai?utm_source=news&fbclid=x")).canonical).toBe(
      `${ORIGIN}/restaurants/cuisine/thai`,
    );
  });

  it("a sorted, counted or map view of the list names the list, and one filter names its category page", async () => {
    for (const path of ["/?sort=alphabetical", "/?count=all&view=map", "/?utm_source=x&view=map&sort=price"]) {
      const { canonical, meta } = await page(path);
      expect(canonical, path).toBe(`${ORIGIN}/`);
      expect(meta.robots, path).toBeUndefined();
    }
    for (const path of [
      "/?cuisine=thai",
      "/?utm_campaign=x&sort=alphabetical&cuisine=thai",
      "/?view=map&cuisine=Thai",
    ]) {
      const { canonical, meta } = await page(path);
      expect(canonical, path).toBe(`${ORIGIN}/restaurants/cuisine/thai`);
      expect(meta.robots, path).toBeUndefined();
    }
    expect((await page("/?count=25&price=%24%24%24")).canonical).toBe(`${ORIGIN}/restaurants/price/upscale`);
  });

  it("a search, several filters, list filters or a distance have no page of their own: noindex, links followed", async () => {
    const search = await page("/?q=thai&sort=alphabetical&count=25");
    expect(search.meta.robots).toBe("noindex, follow");
    expect(search.canonical).toBe(`${ORIGIN}/?q=thai`);
    for (const path of [
      "/?cuisine=thai&neighborhood=koreatown",
      "/?cuisine=thai&lists=2",
      "/?zip=90012&radius=5",
      "/restaurants/cuisine/thai?lists=2",
    ]) {
      expect((await page(path)).meta.robots, path).toBe("noindex, follow");
    }
  });
});

describe("structured data", () => {
  it("the home page lists the ranked restaurants in order as an ItemList, each at its shared rank", async () => {
    const { jsonLd } = await page("/");
    const [list] = ldOfType(jsonLd, "ItemList");
    expect(list["@context"]).toBe("https://schema.org");
    const items = list.itemListElement as { position: number; url: string; name: string }[];
    expect(items.map((i) => i.name)).toEqual(fixtureRanking);
    // At their shared ranks, as the cards show them: 3, 3, 2, 2, 1 and 1 lists.
    expect(items.map((i) => i.position)).toEqual([1, 1, 3, 3, 5, 5]);
    expect(items[1].url).toBe(`${ORIGIN}/restaurants/bestia`);
    expect(ldOfType(jsonLd, "WebSite")).toHaveLength(1);
  });

  it("a profile describes the restaurant with its facts, and no invented rating or reviews", async () => {
    const { jsonLd } = await page("/restaurants/bestia");
    const [restaurant] = ldOfType(jsonLd, "Restaurant");
    expect(restaurant).toMatchObject({
      "@context": "https://schema.org",
      name: "Bestia",
      url: `${ORIGIN}/restaurants/bestia`,
      servesCuisine: "Italian",
      priceRange: "$$$",
      geo: { "@type": "GeoCoordinates", latitude: 34.0336, longitude: -118.2293 },
    });
    expect(restaurant).not.toHaveProperty("aggregateRating");
    expect(restaurant).not.toHaveProperty("review");
    const [trail] = ldOfType(jsonLd, "BreadcrumbList");
    expect((trail.itemListElement as { name: string; item: string }[]).map((c) => c.item)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/restaurants`,
      `${ORIGIN}/restaurants/cuisine/italian`,
      `${ORIGIN}/restaurants/bestia`,
    ]);
  });

  it("a profile with an address gives it as a PostalAddress", async () => {
    await seedDataset(
      db(),
      withEditions({
        ...fixtureDataset,
        restaurants: [
          {
            name: "Guisados",
            cuisine: "Mexican",
            neighborhood: "Boyle Heights",
            price: "$",
            sources: ["Eater LA"],
            address: "2100 E Cesar E Chavez Ave, Los Angeles, CA 90033",
            website: "https://www.guisados.co",
          },
        ],
      }),
    );
    const [restaurant] = ldOfType((await page("/restaurants/guisados")).jsonLd, "Restaurant");
    expect(restaurant.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "2100 E Cesar E Chavez Ave",
      addressLocality: "Los Angeles",
      addressRegion: "CA",
      postalCode: "90033",
      addressCountry: "US",
    });
    expect(restaurant.sameAs).toEqual(["https://www.guisados.co/"]);
  });

  it("a profile of a place known only by its neighborhood has no street address and no coordinates of ours", async () => {
    const [restaurant] = ldOfType((await page("/restaurants/parks-bbq")).jsonLd, "Restaurant");
    expect(restaurant).toMatchObject({ name: "Parks BBQ" });
    expect(restaurant).not.toHaveProperty("address");
    expect(restaurant).not.toHaveProperty("geo");
  });

  it("a category page lists its restaurants and its breadcrumb trail", async () => {
    const { jsonLd } = await page("/restaurants/cuisine/thai");
    const [list] = ldOfType(jsonLd, "ItemList");
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, url: `${ORIGIN}/restaurants/anajak-thai`, name: "Anajak Thai" },
    ]);
    const [trail] = ldOfType(jsonLd, "BreadcrumbList");
    expect((trail.itemListElement as { item: string }[]).at(-1)?.item).toBe(`${ORIGIN}/restaurants/cuisine/thai`);
  });

  it("every page with a visible breadcrumb gives crawlers the same trail, ending at the page itself", async () => {
    const trails: Record<string, string[]> = {
      "/newest": ["Home", "New & Rising"],
      "/restaurants": ["Home", "Browse"],
      "/restaurants/cuisines": ["Home", "Browse", "All Cuisines"],
      "/terms-of-use": ["Home", "Terms of Use"],
    };
    for (const [path, names] of Object.entries(trails)) {
      const [trail] = ldOfType((await page(path)).jsonLd, "BreadcrumbList");
      const items = trail.itemListElement as { name: string; item: string; position: number }[];
      expect(items.map((c) => c.name)).toEqual(names);
      expect(items.map((c) => c.position)).toEqual(names.map((_, i) => i + 1));
      expect(items[0].item).toBe(`${ORIGIN}/`);
      expect(items.at(-1)?.item).toBe(`${ORIGIN}${path}`);
    }
  });

  it("a restaurant named with </script> cannot break out of the page's scripts", async () => {
    const name = `Taco </script><script>alert("pwned")</script> Stand`;
    await seedDataset(
      db(),
      withEditions({
        ...fixtureDataset,
        restaurants: [{ name, cuisine: "Mexican", neighborhood: "Echo Park", price: "$", sources: ["Eater LA"] }],
      }),
    );
    const [{ slug }] = await rows<{ slug: string }>("SELECT slug FROM restaurants WHERE name = ?", name);
    for (const path of ["/", `/restaurants/${slug}`, "/restaurants/cuisine/mexican"]) {
      const { html, jsonLd } = await page(path);
      expect(html).not.toContain('<script>alert("pwned")');
      expect(JSON.stringify(jsonLd)).toContain(JSON.stringify(name).slice(1, -1));
    }
  });
});
