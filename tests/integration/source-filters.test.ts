import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { MapPoint } from "~/lib/cluster-points";
import { currentEditions } from "~/lib/evidence/current";
import { SOURCE_NAMES } from "~/lib/sources";
import type { DatasetEdition } from "~/models/seed.server";
import { seedDataset } from "~/models/seed.server";
import { cachedSourceFilterCounts } from "~/services/cached-reads.server";
import { readPage } from "~/services/read-page.server";
import { getLoadContext } from "../../workers/load-context";
import { loadHomeCounted } from "./support/home-counted";
import { clearData, db, rows } from "./support/import-support";
import { shippedDataset } from "./support/shipped-dataset";

/**
 * The oracle: what each place is on, read from current editions' entries rather than the stored count
 * and mask the filters use, ranked as the site ranks.
 */
const ORACLE = `WITH cur AS (
    SELECT e.restaurant_id AS id, l.source_name AS source, e.distinction
    FROM list_entries e JOIN list_editions d ON d.id = e.edition_id AND d.is_current = 1
    JOIN lists l ON l.id = d.list_id),
  r AS (
    SELECT * FROM (
      SELECT *, (SELECT count(DISTINCT source) FROM cur WHERE cur.id = restaurants.id) AS lists
      FROM restaurants WHERE status <> 'closed')
    WHERE lists > 0)`;

const quoted = (values: string[]) => values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ");
const onAny = (...sources: string[]) =>
  `EXISTS (SELECT 1 FROM cur WHERE cur.id = r.id AND source IN (${quoted(sources)}))`;
const holds = (...distinctions: string[]) =>
  `EXISTS (SELECT 1 FROM cur WHERE cur.id = r.id AND source = 'Michelin Guide' AND distinction IN (${quoted(distinctions)}))`;

async function expected(where: string, order = "r.lists DESC, r.sort_name") {
  return rows<{ name: string; slug: string }>(`${ORACLE} SELECT name, slug FROM r WHERE ${where} ORDER BY ${order}`);
}

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The names a page lists, in order, and its HTML. */
async function listed(path: string) {
  const response = await SELF.fetch(`https://example.com${path}`);
  const html = await response.text();
  const names = [...html.matchAll(/data-testid="restaurant-name"[^>]*>([^<]+)</g)].map((m) => decode(m[1]));
  return { status: response.status, html, names };
}

const homeNames = async (query: string) => (await listed(`/?${query}&count=all`)).names;
const names = (list: { name: string }[]) => list.map((r) => r.name);

/** A made-up Yelp list naming three shipped places, so that 'critics only' has something to leave out. */
function yelpEdition(): DatasetEdition {
  const laTimes = shippedDataset().lists.find((l) => l.source === "LA Times")!;
  return {
    source: "Yelp",
    list: "top-places",
    title: "Top Places in Los Angeles (test)",
    url: "https://www.yelp.com/topplaces/los-angeles",
    scope: "Los Angeles",
    edition: "2026",
    published: "2026-01",
    read: "2026-11-01",
    declaredSize: 3,
    kind: "best",
    ranked: true,
    entries: laTimes.entries
      .slice(0, 3)
      .map((e, i) => ({ name: e.name, address: e.address, area: e.area, rank: i + 1 })),
  };
}

const CASES: [query: string, where: string][] = [
  ["lists=4&exclude=Yelp", `r.lists >= 4 AND NOT ${onAny("Yelp")}`],
  ["lists=3", "r.lists >= 3"],
  ["source=Eater+LA&source=NYT", onAny("Eater LA", "NYT")],
  ["exclude=Michelin+Guide&lists=2", `r.lists >= 2 AND NOT ${onAny("Michelin Guide")}`],
  ["michelin=starred", holds("3 Stars", "2 Stars", "1 Star")],
  ["michelin=bib-gourmand&exclude=LA+Times", `${holds("Bib Gourmand")} AND NOT ${onAny("LA Times")}`],
  ["source=The+Infatuation&michelin=1-star", `${onAny("The Infatuation")} AND ${holds("1 Star")}`],
];

describe("source-aware filters on the shipped data", () => {
  beforeAll(async () => {
    await clearData();
    await seedDataset(db(), shippedDataset());
  });

  it.each(CASES)("?%s lists exactly the restaurants the list entries say, in rank order", async (query, where) => {
    const want = names(await expected(where));
    expect(want.length).toBeGreaterThan(0);
    expect(await homeNames(query)).toEqual(want);
  });

  it("combine with a search, a cuisine, a sort, a distance and the map view", async () => {
    const twoPlus = new Set(names(await expected("r.lists >= 2")));
    const within = async (query: string) => (await homeNames(query)).filter((n) => twoPlus.has(n));
    for (const query of ["q=sushi", "cuisine=japanese", "sort=alphabetical", "zip=90012&radius=10", "view=map"]) {
      const narrowed = await homeNames(`${query}&lists=2`);
      expect(narrowed, query).toEqual(await within(query));
    }
    expect(await homeNames("q=sushi&lists=2")).not.toEqual([]);
    expect(await homeNames("sort=alphabetical&lists=3")).toEqual(names(await expected("r.lists >= 3", "r.sort_name")));
  });

  it("the map's points are the list's restaurants", async () => {
    const response = await SELF.fetch("https://example.com/resources/map-points?lists=3&exclude=Yelp");
    const { points, unplaced } = (await response.json()) as { points: MapPoint[]; unplaced: number };
    const want = await rows<{ slug: string; placed: number }>(
      `${ORACLE} SELECT slug, latitude IS NOT NULL AND longitude IS NOT NULL AS placed FROM r WHERE r.lists >= 3 AND NOT ${onAny("Yelp")}`,
    );
    // A place known only to an area we hold no centre for is left off the map and counted as unplaced.
    const slugs = points.map(([slug]) => slug);
    expect(slugs.filter((slug) => !want.some((r) => r.slug === slug))).toEqual([]);
    expect(want.filter((r) => r.placed && !slugs.includes(r.slug))).toEqual([]);
    expect(slugs.length + unplaced).toBe(want.length);
  });

  it("a category page narrows by them too, and its pages keep them", async () => {
    const want = names(await expected(`r.cuisine_slug = 'chinese' AND r.lists >= 1 AND NOT ${onAny("Yelp")}`));
    expect(want.length).toBeGreaterThan(10);
    const first = await listed("/restaurants/cuisine/chinese?exclude=yelp&lists=1");
    expect(first.status).toBe(200);
    expect(first.names).toEqual(want.slice(0, 10));
    expect(first.html).toContain('href="/restaurants/cuisine/chinese?lists=1&amp;exclude=Yelp&amp;page=2"');
    // Its filter links keep the category and the other filters.
    expect(first.html).toContain('href="/restaurants/cuisine/chinese?lists=1"');
    const second = await listed("/restaurants/cuisine/chinese?lists=1&exclude=Yelp&page=2");
    expect(second.names).toEqual(want.slice(10, 20));
  });

  it("a category whose list filters leave nothing says so, is not indexed and is not a 404", async () => {
    const { status, html } = await listed("/restaurants/cuisine/chinese?lists=10");
    expect(status).toBe(200);
    expect(html).toContain("No Restaurants Found");
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  it("each choice's count is the number of restaurants it shows on its own", async () => {
    const context = getLoadContext({
      request: new Request("https://example.com/"),
      context: { cloudflare: { env, ctx: { waitUntil: () => {}, passThroughOnException: () => {} } } },
    });
    const counts = await cachedSourceFilterCounts(context, (await readPage(context, [])).meta);
    for (const source of SOURCE_NAMES) {
      expect(counts.bySource[source] ?? 0, source).toBe((await expected(onAny(source))).length);
    }
    const atLeast = async (n: number) =>
      counts.byListCount.reduce((sum, [lists, count]) => sum + (lists >= n ? count : 0), 0);
    for (const n of [1, 2, 3, 4, 5]) expect(await atLeast(n), `${n}+`).toBe((await expected(`r.lists >= ${n}`)).length);
    expect(counts.byMichelin["starred"]).toBe((await expected(holds("3 Stars", "2 Stars", "1 Star"))).length);
    expect(counts.byMichelin["bib-gourmand"]).toBe((await expected(holds("Bib Gourmand"))).length);
    expect(counts.byMichelin["1-star"]).toBeGreaterThan(0);
  });

  it("the home page still reads its list in one D1 batch", async () => {
    const query = "lists=2&exclude=Yelp&michelin=starred&source=LA+Times";
    const { home, calls } = await loadHomeCounted(query);
    expect(home.total).toBeGreaterThan(0);
    // One batch: the data markers at its head, then the page's reads.
    expect(calls.alone).toBe(0);
    expect(calls.batches).toHaveLength(1);
  });

  it.each([
    "?lists=0&lists=11&source=nobody&exclude=%3Cscript%3E&michelin=%00",
    "?lists=3.5&michelin=4-stars&source=&exclude=",
    "?lists=" + "9".repeat(400),
  ])("ignores bad values instead of failing: %s", async (query) => {
    const page = await listed(`/${query}`);
    expect(page.status).toBe(200);
    expect(page.names).toEqual((await listed("/")).names);
    expect((await listed(`/restaurants/cuisine/chinese${query}`)).status).toBe(200);
    expect((await SELF.fetch(`https://example.com/resources/map-points${query}`)).status).toBe(200);
  });
});

describe("'critics only' when a Yelp list is on file", () => {
  beforeAll(async () => {
    await clearData();
    const dataset = shippedDataset();
    await seedDataset(db(), { ...dataset, lists: [...dataset.lists, yelpEdition()] });
  });

  it("leaves out exactly the places on Yelp's list", async () => {
    const onYelp = names(await expected(onAny("Yelp")));
    // The shipped Top 100 (2025) report's places and the made-up list's three.
    const shippedYelp = [...currentEditions(shippedDataset().lists)].find((l) => l.source === "Yelp")!;
    expect(onYelp).toHaveLength(shippedYelp.entries.length + 3);
    const critics = await homeNames("exclude=Yelp&yelp-on-file=1");
    expect(critics).toEqual(names(await expected(`NOT ${onAny("Yelp")}`)));
    expect(critics.filter((n) => onYelp.includes(n))).toEqual([]);
    expect(await homeNames("lists=2&exclude=Yelp&yelp-on-file=1")).toEqual(
      names(await expected(`r.lists >= 2 AND NOT ${onAny("Yelp")}`)),
    );
  });
});
