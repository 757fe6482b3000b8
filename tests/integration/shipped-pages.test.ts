import { DOMParser } from "@xmldom/xmldom";
import { beforeAll, describe, expect, it } from "vitest";
import { withAreaGroups } from "~/lib/areas";
import { neighborhoodSlug } from "~/lib/slug";
import { currentEditions, newAndRisingByPlace } from "~/lib/evidence/current";
import { listMonth, scopeLabel } from "~/lib/source-lists";
import { SOURCE_NAMES } from "~/lib/sources";
import { seedDataset, type Dataset } from "~/models/seed.server";
import neighborhoods from "../../data/neighborhoods.json";
import { clearData, db, rows } from "./support/import-support";
import { get, headings, linksIn, select, textsOf } from "./support/html-query";
import { ORIGIN, readHead } from "./support/seo-support";
import { shippedDataset } from "./support/shipped-dataset";

/**
 * Pages of the shipped dataset as the server renders them: the home ranking and its cards, a profile,
 * the category hub and index pages, the Privacy Policy. Moved from the e2e specs, same assertions; the
 * expectations come from D1, seeded with the shipped data as the e2e database is.
 */
type Row = {
  slug: string;
  name: string;
  sourceCount: number;
  cuisineSlug: string;
  neighborhood: string;
  neighborhoodSlug: string;
  price: number | null;
  reservationUrl: string | null;
};

/** The ranked list in rank order (closed places and places on no current list left out): most lists first, ties by name. */
let ranked: Row[] = [];

beforeAll(async () => {
  await clearData();
  // With the shipped neighborhoods' descriptions too, as the e2e database has them.
  await seedDataset(db(), { ...shippedDataset(), neighborhoods: neighborhoods as Dataset["neighborhoods"] });
  ranked = await rows<Row>(
    `SELECT slug, name, source_count AS sourceCount, cuisine_slug AS cuisineSlug, neighborhood,
       neighborhood_slug AS neighborhoodSlug, price, reservation_url AS reservationUrl
     FROM restaurants WHERE status <> 'closed' AND source_count > 0 ORDER BY source_count DESC, sort_name`,
  );
});

/** What a card's rank says to a screen reader for a place of `list` (in rank order): "Rank 3", "Shared rank =45". */
function rankSaid(list: readonly { sourceCount: number }[], sourceCount: number): string {
  const above = list.filter((r) => r.sourceCount > sourceCount).length;
  const peers = list.filter((r) => r.sourceCount === sourceCount).length;
  return peers > 1 ? `Shared rank =${above + 1}` : `Rank ${above + 1}`;
}

const RANKING = ['ol[aria-label="Ranked restaurants"]', 'ol[aria-label="Search results"]'];

/** The cards of the page's ranking or search results, in order. */
async function cards(html: string) {
  return (await Promise.all(RANKING.map((list) => select(html, `${list} [data-testid="restaurant-card"]`)))).flat();
}

async function cardNames(html: string) {
  return (await Promise.all(RANKING.map((list) => textsOf(html, `${list} [data-testid="restaurant-name"]`)))).flat();
}

describe("the home page", () => {
  it("shows the ranked list from D1: most lists first, ties sharing a rank in A to Z order", async () => {
    const expected = ranked.slice(0, 10).map((r) => ({ name: r.name, source_count: r.sourceCount }));
    expect(expected).toHaveLength(10);

    const { html } = await get("/");
    const ranking = 'ol[aria-label="Ranked restaurants"]';
    const shown = await select(html, `${ranking} [data-testid="restaurant-card"]`);
    expect(shown).toHaveLength(10);
    expect(await textsOf(html, `${ranking} [data-testid="restaurant-name"]`)).toEqual(expected.map((r) => r.name));
    for (const [index, row] of expected.slice(0, 3).entries()) {
      const card = `#${shown[index].attrs.id}`;
      expect(await textsOf(html, `${card} [data-testid="source-count"]`)).toEqual([
        `Appears on ${row.source_count} of 10 trusted lists`,
      ]);
      expect(await textsOf(html, `${card} .card-rank`)).toEqual([rankSaid(ranked, row.source_count)]);
    }
  });

  it("cards carry their details, badges and links", async () => {
    const { html } = await get("/");
    const first = `#${(await cards(html))[0].attrs.id}`;
    expect(await textsOf(html, `${first} .card-rank`)).toEqual([rankSaid(ranked, ranked[0].sourceCount)]);
    expect((await textsOf(html, `${first} [data-testid="source-count"]`))[0]).toMatch(
      /^Appears on \d+ of 10 trusted lists/,
    );
    const [badge] = await select(html, `${first} ul[aria-label="Featured on"] a`);
    expect(badge.attrs.target).toBe("_blank");
    expect(badge.attrs.rel).toMatch(/nofollow/);
    const directions = (await linksIn(html, first)).filter((l) => /^Directions to /.test(l.name));
    expect(directions[0].href).toMatch(/google\.com\/maps\/dir\/.*destination=/);

    const unknownPrice = ranked.filter((r) => r.price === null).slice(0, 1);
    if (unknownPrice.length) {
      const search = await get(`/?q=${encodeURIComponent(unknownPrice[0].name)}`);
      expect((await cards(search.html))[0].text).toContain("Price Unknown");
    }
    // No booking link on file is not "takes no reservations": the card offers a neutral search instead.
    const noLink = ranked.filter((r) => r.reservationUrl === null);
    const search = await get(`/?q=${encodeURIComponent(noLink[0].name)}`);
    const card = (await cards(search.html))[0];
    const findATable = (await linksIn(search.html, `#${card.attrs.id}`)).filter((l) => /^Find a table at/.test(l.name));
    expect(findATable[0].href).toMatch(/google\.com\/search/);
    expect(card.text).not.toContain("No Reservations");
  });

  it("a filtered URL is rendered by the server", async () => {
    // The ranked list by name (the alphabetical sort), its Mexican places.
    const expected = await rows<{ name: string }>(
      `SELECT name FROM restaurants WHERE status <> 'closed' AND source_count > 0 AND cuisine_slug = 'mexican'
       ORDER BY sort_name LIMIT 10`,
    );
    const { html } = await get("/?cuisine=mexican&sort=alphabetical");
    expect(await cardNames(html)).toEqual(expected.map((r) => r.name));
  });

  it("the filter panel draws only its open section; each closed one links to the view with it open", async () => {
    const sectionsOf = async (html: string) =>
      (await select(html, "#filter-sections details.filter-section")).map((d) => ({
        open: "open" in d.attrs,
        title: d.childTexts[0].replace("▾", "").trim(),
      }));
    const areaChips = (html: string) => select(html, '#filter-sections a[href^="/?neighborhood="]');
    const { html } = await get("/?cuisine=mexican");
    expect((await sectionsOf(html)).filter((s) => s.open).map((s) => s.title)).toEqual(["Cuisine"]);
    expect(await areaChips(html)).toEqual([]);
    const show = await select(html, "#filter-sections a.show-choices");
    expect(show.map((a) => [a.text, a.attrs.href])).toEqual([
      ["Show area choices", "/?cuisine=mexican&open=neighborhood"],
      ["Show price range choices", "/?cuisine=mexican&open=price"],
      ["Show trusted lists choices", "/?cuisine=mexican&open=lists"],
      ["Show occasion choices", "/?cuisine=mexican&open=occasion"],
      ["Show distance choices", "/?cuisine=mexican&open=distance"],
    ]);
    // Followed: the same view with the Area section open and drawn, its choices keeping the view but not `open`.
    const opened = (await get("/?cuisine=mexican&open=neighborhood")).html;
    expect((await sectionsOf(opened)).filter((s) => s.open).map((s) => s.title)).toEqual(["Area"]);
    expect(await cardNames(opened)).toEqual(await cardNames(html));
    const chips = await select(opened, '#filter-sections a[href*="neighborhood="]');
    expect(chips.length).toBeGreaterThan(20);
    for (const chip of chips) expect(chip.attrs.href).toMatch(/^\/\?cuisine=mexican&neighborhood=[a-z0-9-]+$/);
    // An unknown section is no section: the first with a filter set stays open.
    const unknown = (await get("/?cuisine=mexican&open=nope")).html;
    expect((await sectionsOf(unknown)).filter((s) => s.open).map((s) => s.title)).toEqual(["Cuisine"]);
  });

  it("hands the browser the page's loader data after the document, for hydration", async () => {
    const { html } = await get("/");
    const enqueued = [
      ...html.matchAll(/<script nonce="[^"]+">window\.__remixContext\.streamController\.enqueue\((.*?)\);<\/script>/g),
    ];
    expect(enqueued).toHaveLength(1);
    const data = JSON.parse(JSON.parse(enqueued[0][1])) as unknown[];
    expect(data).toContain("routes/_index");
    expect(data).toContain(ranked[0].name);
    expect(html).toMatch(/streamController\.close\(\);<\/script>$/);
  });

  it("no card on the home page claims 'No Reservations'", async () => {
    const { html } = await get("/?count=all");
    expect((await cards(html)).length).toBeGreaterThan(0);
    expect((await textsOf(html, "body"))[0]).not.toContain("No Reservations");
  });

  it("links the example categories, and each one lists restaurants", async () => {
    const { html } = await get("/");
    expect(await textsOf(html, "#examples-heading")).toEqual(["Start with"]);
    const examples = await select(html, 'nav[aria-labelledby="examples-heading"] [data-testid="example-category"]');
    const hrefs = examples.map((a) => a.attrs.href);
    expect(hrefs).toEqual([
      "/restaurants/cuisine/japanese",
      "/restaurants/cuisine/mexican",
      "/restaurants/occasion/date-night",
      "/restaurants/neighborhood/santa-monica",
      "/restaurants/cuisine/korean",
    ]);
    for (const href of hrefs) {
      const page = await get(href);
      expect(await textsOf(page.html, '[data-testid="category-count"]'), href).toEqual([
        expect.stringMatching(/^[1-9]\d* restaurants? found$/),
      ]);
    }
  });
});

describe("a profile", () => {
  it("Explore More links to the restaurant's categories and the fixed ones, and each lands on its page", async () => {
    // A fully listed place past the top two, as e2e picks it (there the 5th and 6th places with a website have Instagram posts).
    const withWebsites = await rows<{ slug: string }>(
      `SELECT slug FROM restaurants WHERE status <> 'closed' AND source_count > 0 AND website_url <> ''
       ORDER BY source_count DESC, sort_name`,
    );
    const posted = new Set([withWebsites[4].slug, withWebsites[5].slug]);
    const full = (
      await rows<Row>(
        `SELECT slug, name, cuisine_slug AS cuisineSlug, neighborhood, neighborhood_slug AS neighborhoodSlug
         FROM restaurants WHERE status <> 'closed' AND source_count > 1 AND reservation_url <> '' AND website_url <> ''
           AND address <> '' AND price IS NOT NULL
         ORDER BY source_count DESC, sort_name`,
      )
    ).filter((r) => !posted.has(r.slug))[3];
    const r = full;
    const { html } = await get(`/restaurants/${r.slug}`);
    const explore = await linksIn(html, 'section[aria-labelledby="explore-more"]');
    for (const href of [
      `/restaurants/cuisine/${r.cuisineSlug}`,
      "/restaurants/cuisine/seafood",
      "/restaurants/cuisine/mexican",
      "/restaurants/occasion/date-night",
      "/restaurants/occasion/special-occasion",
      `/restaurants/neighborhood/${r.neighborhoodSlug}`,
      "/newest",
    ]) {
      expect(
        explore.filter((l) => l.href === href),
        href,
      ).toHaveLength(1);
    }
    expect(explore.find((l) => l.name.includes("Seafood"))?.href).toBe("/restaurants/cuisine/seafood");
    expect(await textsOf((await get("/restaurants/cuisine/seafood")).html, "h1")).toEqual([
      "Seafood Restaurants in Los Angeles",
    ]);

    const categories = await linksIn(html, 'ul[aria-label="Categories"]');
    const hood = categories.find((l) => l.name === r.neighborhood);
    expect(hood?.href).toBe(`/restaurants/neighborhood/${r.neighborhoodSlug}`);
    const neighborhood = await get(hood!.href);
    expect((await linksIn(neighborhood.html, "body")).map((l) => l.name)).toContain(r.name);
  });

  it("without a reservation link, a neutral Find a table searches the web for one, and nothing says Book Now", async () => {
    const [r] = await rows<Row>(
      `SELECT slug, name, neighborhood FROM restaurants
       WHERE status <> 'closed' AND source_count > 0 AND (reservation_url IS NULL OR reservation_url = '')
       ORDER BY sort_name LIMIT 1`,
    );
    const { html } = await get(`/restaurants/${r.slug}`);
    const query = encodeURIComponent(`${r.name} ${r.neighborhood} reservations`)
      .replace(/%20/g, "+")
      .replace(/%2C/g, ",");
    const links = await linksIn(html, "body");
    expect(links.find((l) => /^Find a table/.test(l.name))?.href).toBe(`https://www.google.com/search?q=${query}`);
    expect(links.filter((l) => /^Book Now/.test(l.name))).toHaveLength(0);
  });
});

describe("the category pages", () => {
  /** What these checks expect, from the ranked places. */
  function facts() {
    const countBy = (key: (r: Row) => string) => {
      const counts = new Map<string, number>();
      for (const r of ranked) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1);
      return counts;
    };
    // The regions and districts holding them are listed among the neighborhoods too.
    const areas = withAreaGroups(
      [...countBy((r) => r.neighborhoodSlug)].map(([slug, count]) => ({ slug, name: slug, count })),
    );
    return {
      cuisines: countBy((r) => r.cuisineSlug).size,
      neighborhoods: areas.length,
      budget: ranked.filter((r) => r.price === 1).length,
    };
  }

  /** The links of a list named `label`, its own items' links only (`:scope > li > a`). */
  const listLinks = (html: string, label: string) => select(html, `ul[aria-label="${label}"] > li > a`);

  it("the hub links the 20 commonest cuisines and neighborhoods, See All for the rest, four prices and three occasions", async () => {
    const { cuisines, neighborhoods } = facts();
    expect(cuisines).toBeGreaterThan(20);
    const { html } = await get("/restaurants");
    expect(await textsOf(html, "h1")).toEqual(["Browse Los Angeles Restaurants"]);
    expect(await linksIn(html, 'ul[aria-label="Cuisines"]')).toHaveLength(20);
    expect(await linksIn(html, 'ul[aria-label="Neighborhoods"]')).toHaveLength(20);
    expect(await linksIn(html, 'ul[aria-label="Price ranges"]')).toHaveLength(4);
    expect(await linksIn(html, 'ul[aria-label="Occasions"]')).toHaveLength(3);
    const links = await linksIn(html, "main");
    expect(links).toContainEqual({
      name: `See All ${neighborhoods} Neighborhoods`,
      href: "/restaurants/neighborhoods",
    });

    expect(links).toContainEqual({ name: `See All ${cuisines} Cuisines`, href: "/restaurants/cuisines" });
    const all = await get("/restaurants/cuisines");
    // Each family's own link (a family's styles sit in a list of their own within it).
    expect(await listLinks(all.html, "All Cuisines")).toHaveLength(cuisines);
  });

  it("each index page lists its categories with counts, and a category's page finds that many", async () => {
    const { cuisines, neighborhoods, budget } = facts();
    for (const [path, list, total] of [
      ["/restaurants/cuisines", "All Cuisines", cuisines],
      ["/restaurants/neighborhoods", "All Neighborhoods", neighborhoods],
      ["/restaurants/price", "Restaurants by Price", 4],
      ["/restaurants/occasion", "Restaurants by Occasion", 3],
    ] as const) {
      const links = await listLinks((await get(path)).html, list);
      expect(links, path).toHaveLength(total);
      expect(links[0].attrs.href, path).toMatch(/^\/restaurants\/(cuisine|neighborhood|price|occasion)\/[a-z0-9-]+$/);
    }
    const prices = await linksIn((await get("/restaurants/price")).html, "main");
    expect(prices).toContainEqual({ name: `Budget ($) ${budget} restaurants`, href: "/restaurants/price/budget" });
    const { html } = await get("/restaurants/price/budget");
    expect(await textsOf(html, '[data-testid="category-count"]')).toEqual([`${budget} restaurants found`]);
  });

  it("a neighborhood page shows its description from D1 and its restaurants", async () => {
    // The first (by slug) of the shipped neighborhoods with a ranked place.
    const hoods = new Set(ranked.map((r) => r.neighborhoodSlug));
    const hood = neighborhoods
      .map((n) => ({ slug: neighborhoodSlug(n.title), title: n.title, text: n.seoDescription }))
      .filter((d) => hoods.has(d.slug))
      .sort((a, b) => (a.slug < b.slug ? -1 : 1))[0];
    const { html } = await get(`/restaurants/neighborhood/${hood.slug}`);
    expect(await textsOf(html, "h1")).toEqual([`Restaurants in ${hood.title}`]);
    expect((await textsOf(html, "main"))[0]).toContain(hood.text);
    expect((await select(html, '[data-testid="restaurant-card"]')).length).toBeGreaterThan(0);
    expect(await linksIn(html, 'nav[aria-label="Breadcrumb"]')).toContainEqual({
      name: "All Neighborhoods",
      href: "/restaurants/neighborhoods",
    });
  });

  it("the singular cuisine and neighborhood index addresses move, permanently, to the plural pages", async () => {
    for (const [path, plural] of [
      ["/restaurants/cuisine", "/restaurants/cuisines"],
      ["/restaurants/neighborhood", "/restaurants/neighborhoods"],
    ]) {
      const { response } = await get(path, "manual");
      expect(response.status, path).toBe(301);
      expect(new URL(response.headers.get("Location")!, "https://example.com").pathname, path).toBe(plural);
      const { html, url } = await get(path);
      expect(url).toMatch(new RegExp(`${plural}$`));
      expect((await textsOf(html, "h1"))[0]).toMatch(/^All (Cuisines|Neighborhoods)$/);
    }
  });
});

describe("the Privacy Policy", () => {
  it("shows its effective date, cookieless analytics and sections 1 to 8", async () => {
    const home = await get("/");
    expect(await linksIn(home.html, 'nav[aria-label="About this site"]')).toContainEqual({
      name: "Privacy Policy",
      href: "/privacy-policy",
    });
    const { html } = await get("/privacy-policy");
    expect(await textsOf(html, "h1")).toEqual(["Privacy Policy"]);
    expect(await textsOf(html, "main p")).toContain("Effective August 21, 2025");
    const sections = (await textsOf(html, "article h2")).filter((t) => /^\d\. /.test(t));
    expect(sections).toHaveLength(8);
    expect(await headings(html)).toContain("2. Cookieless, Privacy-Friendly Analytics");
    const mail = (await linksIn(html, "body")).filter((l) => l.name.includes("hello@laeatsranked.com"));
    expect(mail[0].href).toBe("mailto:hello@laeatsranked.com");
  });
});

describe("the sitemap", () => {
  // In e2e the browser's DOMParser read it; a strict XML parser (errors not let through) reads it here.
  it("is XML a strict parser reads, listing every restaurant profile", async () => {
    const { response, html: xml } = await get("/sitemap.xml");
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const errors: string[] = [];
    const doc = new DOMParser({
      onError: (level, message) => void (level !== "warning" && errors.push(message)),
    }).parseFromString(xml, "application/xml");
    const parsed = {
      error: errors.length ? errors.join("; ") : null,
      root: doc.documentElement?.localName,
      locs: [
        ...(doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc") as unknown as Element[]),
      ].map((l) => l.textContent),
    };
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe("urlset");
    // The ranked places and the closed ones.
    const slugs = await rows<{ slug: string }>(
      "SELECT slug FROM restaurants WHERE (status <> 'closed' AND source_count > 0) OR status = 'closed'",
    );
    expect(slugs.length).toBeGreaterThan(10);
    expect(parsed.locs).toEqual(expect.arrayContaining(slugs.map((r) => `${ORIGIN}/restaurants/${r.slug}`)));
  });
});

describe("the methodology page", () => {
  /** The table the shipped data should give: per source in display order, each current list by title, or none. */
  function expectedTable() {
    const dataset = shippedDataset();
    const current = [...currentEditions(dataset.lists)];
    return SOURCE_NAMES.flatMap((name): { cells: string[]; url: string | null }[] => {
      const source = dataset.sources.find((s) => s.name === name);
      const header = name + (source && source.displayName !== name ? source.displayName : "");
      const lists = current.filter((e) => e.source === name).sort((a, b) => a.title.localeCompare(b.title));
      if (!lists.length) return [{ cells: [header, "No list carried yet"], url: null }];
      return lists.map((e) => ({
        cells: [
          header,
          `${e.title} (opens in a new tab)`,
          e.edition,
          listMonth(e.published) ?? "Not dated",
          listMonth(e.read) ?? e.read,
          scopeLabel(e.scope),
          e.declaredSize.toLocaleString("en-US"),
          e.entries.length.toLocaleString("en-US"),
        ],
        url: e.url,
      }));
    });
  }

  it("the footer's How We Rank link opens the methodology page, whose table is the shipped lists", async () => {
    const expected = expectedTable();
    const home = await get("/");
    expect(await linksIn(home.html, 'nav[aria-label="About this site"]')).toContainEqual({
      name: "How We Rank",
      href: "/methodology",
    });
    const { response, html } = await get("/methodology");
    expect((await readHead(response)).title).toBe("How We Rank Los Angeles Restaurants | LA Eats Ranked");
    expect(await textsOf(html, "h1")).toEqual(["How We Rank Restaurants"]);

    const [table] = await select(html, "table");
    expect(table).toBeDefined();
    expect(await textsOf(html, "table > caption")).toEqual(["The ten sources and the list editions we count today"]);
    expect(await select(html, 'table [role="columnheader"]')).toHaveLength(8);
    expect((await select(html, 'table [role="rowheader"]')).length).toBeGreaterThan(0);
    const rows = (await select(html, "table tbody tr")).map((tr) => tr.childTexts);
    expect(rows).toEqual(expected.map((row) => row.cells));
    expect(expected.filter((row) => row.url).length).toBeGreaterThanOrEqual(5);

    for (const { url } of expected.filter((row) => row.url)) {
      const [link] = await select(html, `table a[href="${url}"]`);
      expect(link.attrs.target, url!).toBe("_blank");
      expect(link.attrs.rel, url!).toMatch(/\bnofollow\b/);
    }
    expect(await headings(html)).toContain("What we don't do");
    expect((await textsOf(html, "main"))[0]).toContain("No paid placement.");
  });
});

describe("New & Rising", () => {
  it("/newest serves New & Rising without scripts; 'See All' is a link to every one", async () => {
    // Ranked places a current new-openings edition names within 24 months of their stated opening.
    const dataset = shippedDataset();
    const fresh = newAndRisingByPlace(dataset.lists, dataset.restaurants);
    const keys = await rows<{ placeKey: string | null }>(
      "SELECT place_key AS placeKey FROM restaurants WHERE status <> 'closed' AND source_count > 0",
    );
    const newest = keys.filter((r) => r.placeKey && fresh.has(r.placeKey)).length;
    const cards = (html: string) => select(html, 'ol[aria-label="Newest restaurants"] [data-testid="restaurant-card"]');

    const { html } = await get("/newest");
    expect(await cards(html)).toHaveLength(Math.min(10, newest));
    if (newest <= 10) return;
    expect(await linksIn(html, "main")).toContainEqual({
      name: `See All ${newest} Restaurants`,
      href: "/newest?all=1",
    });
    expect(await cards((await get("/newest?all=1")).html)).toHaveLength(newest);
  });
});
