import { describe, expect, it } from "vitest";
import {
  categoryEntries,
  dataLastChanged,
  listEntries,
  profileEntries,
  restaurantChunk,
  SITEMAP_URL_LIMIT,
  sitemapChildren,
  sitemapIndexXml,
  staticEntries,
  urlsetXml,
} from "./sitemap";
import { STYLE_PAGE_MIN_PLACES } from "./cuisine/taxonomy";

const SITE = "https://laeats.example";

describe("sitemap layout", () => {
  it("splits 100,000 restaurants into two child sitemaps beside the pages one", () => {
    expect(sitemapChildren(100_000)).toEqual(["pages", "restaurants-1", "restaurants-2"]);
    expect(sitemapChildren(SITEMAP_URL_LIMIT + 1)).toEqual(["pages", "restaurants-1", "restaurants-2"]);
  });

  it("reads a child's block number and rejects anything else", () => {
    expect(restaurantChunk("restaurants-2")).toBe(2);
    for (const name of ["restaurants-0", "restaurants-02", "restaurants-x", "pages", "restaurants-1.xml"]) {
      expect(restaurantChunk(name)).toBeNull();
    }
  });
});

describe("sitemap XML", () => {
  it("writes absolute, escaped URLs with lastmod, changefreq and priority", () => {
    const xml = urlsetXml(
      [{ path: "/restaurants/a?x=1&y=<2>", lastmod: "2025-08-21T00:00:00.000Z", changefreq: "weekly", priority: 0.7 }],
      SITE,
    );
    expect(xml).toContain(
      "<url><loc>https://laeats.example/restaurants/a?x=1&amp;y=%3C2%3E</loc><lastmod>2025-08-21T00:00:00.000Z</lastmod><changefreq>weekly</changefreq><priority>0.7</priority></url>",
    );
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
  });

  it("indexes child sitemaps by absolute URL", () => {
    expect(sitemapIndexXml(["pages"], SITE, null)).toContain(
      "<sitemap><loc>https://laeats.example/sitemaps/pages.xml</loc></sitemap>",
    );
  });
});

describe("sitemap priorities", () => {
  it("ranks home over the lists, the lists over saved, categories over price pages over legal pages", () => {
    const priority = Object.fromEntries(staticEntries(null).map((e) => [e.path, e.priority]));
    expect(priority).toMatchObject({
      "/": 1,
      "/newest": 0.9,
      "/restaurants": 0.9,
      "/saved": 0.8,
      "/restaurants/cuisines": 0.7,
      "/restaurants/price": 0.6,
      "/terms-of-use": 0.3,
    });
    const categories = categoryEntries(
      {
        cuisines: [{ slug: "thai", count: 3 }],
        styles: [],
        neighborhoods: [],
        prices: [{ slug: "fine-dining", count: 1 }],
        occasions: [],
      },
      null,
    );
    expect(categories.map((e) => [e.path, e.priority])).toEqual([
      ["/restaurants/cuisine/thai", 0.7],
      ["/restaurants/price/fine-dining", 0.6],
    ]);
  });

  it("lists every page of a long category, and no category without a restaurant", () => {
    const categories = categoryEntries(
      {
        cuisines: [{ slug: "italian", count: 23 }],
        styles: [],
        neighborhoods: [{ slug: "nowhere", count: 0 }],
        prices: [],
        occasions: [{ slug: "date-night", count: 10 }],
      },
      "2026-11-23",
    );
    expect(categories.map((e) => [e.path, e.priority, e.lastmod])).toEqual([
      ["/restaurants/cuisine/italian", 0.7, "2026-11-23"],
      ["/restaurants/cuisine/italian?page=2", 0.5, "2026-11-23"],
      ["/restaurants/cuisine/italian?page=3", 0.5, "2026-11-23"],
      ["/restaurants/occasion/date-night", 0.7, "2026-11-23"],
    ]);
  });

  it("lists each style that has its page, and no style whose address moves to its family", () => {
    const categories = categoryEntries(
      {
        cuisines: [
          { slug: "japanese", count: 9 },
          { slug: "japanese-izakaya", count: 1 },
        ],
        styles: [
          { slug: "sushi", count: STYLE_PAGE_MIN_PLACES },
          { slug: "izakaya", count: STYLE_PAGE_MIN_PLACES - 1 },
          { slug: "barbecue", count: 1 },
        ],
        neighborhoods: [],
        prices: [],
        occasions: [],
      },
      null,
    );
    expect(categories.map((e) => [e.path, e.priority])).toEqual([
      ["/restaurants/cuisine/japanese", 0.7],
      ["/restaurants/cuisine/sushi", 0.7],
      ["/restaurants/cuisine/barbecue", 0.7],
    ]);
  });

  it("lists the methodology page, dated like the lists it tabulates", () => {
    expect(staticEntries("2026-11-23").find((e) => e.path === "/methodology")).toEqual({
      path: "/methodology",
      lastmod: "2026-11-23",
      changefreq: "monthly",
      priority: 0.5,
    });
    expect(staticEntries("2026-11-23").find((e) => e.path === "/changes")).toEqual({
      path: "/changes",
      lastmod: "2026-11-23",
      changefreq: "weekly",
      priority: 0.5,
    });
  });
});

describe("sitemap dates", () => {
  it("dates the ranking by the later of the lists' as-of day and the last recorded change, as a day", () => {
    expect(dataLastChanged("2026-11-23", "2026-12-02T10:00:00.000Z")).toBe("2026-12-02");
    expect(dataLastChanged("2026-11-23", "2026-01-05T10:00:00.000Z")).toBe("2026-11-23");
    expect(dataLastChanged(null, null)).toBeNull();
  });

  it("dates a profile by its own data, or by the ranking's when its data says nothing", () => {
    const entries = profileEntries(
      [
        { slug: "bestia", lastmod: "2026-06-01" },
        { slug: "kato", lastmod: null },
      ],
      "2026-11-23",
    );
    expect(entries.map((e) => [e.path, e.lastmod])).toEqual([
      ["/restaurants/bestia", "2026-06-01"],
      ["/restaurants/kato", "2026-11-23"],
    ]);
  });
});

describe("the list pages in the sitemap", () => {
  it("lists the index, each source with an edition (dated by its newest reading) and each edition (by its reading)", () => {
    const editions = [
      { source: "Yelp", list: "top-100", edition: "2024", readOn: "2026-11-01" },
      { source: "Yelp", list: "top-100", edition: "2025", readOn: "2026-11-27" },
      { source: "Eater LA", list: "essential-38", edition: "2026", readOn: "2026-11-20" },
    ];
    expect(listEntries(editions, "2026-12-01").map((e) => [e.path, e.lastmod])).toEqual([
      ["/lists", "2026-12-01"],
      ["/lists/yelp", "2026-11-27"],
      ["/lists/eater-la", "2026-11-20"],
      ["/lists/yelp/top-100/2024", "2026-11-01"],
      ["/lists/yelp/top-100/2025", "2026-11-27"],
      ["/lists/eater-la/essential-38/2026", "2026-11-20"],
    ]);
  });
});
