import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { loadCategoryCounts } from "~/services/cached-reads.server";
import { readDataMeta } from "~/models/data-meta.server";
import { dataStamp } from "~/lib/data-stamp";
import { getLoadContext } from "../../workers/load-context";
import { readOne } from "~/models/batch.server";
import { restaurantsBySlugsRead } from "~/models/restaurants-by-slug.server";
import { parseSlugsParam } from "~/routes/saved/queries.server";
import { fetchPage, locationOf, seedPages } from "./support/pages-dataset";

describe("the browse hub and index pages", () => {
  it("the hub links the 20 commonest cuisines and neighborhoods, 'See All' for the rest, and every price and occasion", async () => {
    await seedPages();
    const { response, html } = await fetchPage("/restaurants");
    expect(response.status).toBe(200);
    expect(html.match(/href="\/restaurants\/cuisine\/[^"]+"/g)).toHaveLength(20);
    expect(html.match(/href="\/restaurants\/neighborhood\/[^"]+"/g)).toHaveLength(20);
    expect(html).toContain('href="/restaurants/cuisine/italian"');
    expect(html).toMatch(/href="\/restaurants\/cuisines"[^>]*>See All 24 Cuisines/);
    // 24 neighborhoods and the areas that hold Arts District and Echo Park (Downtown, Central LA).
    expect(html).toMatch(/href="\/restaurants\/neighborhoods"[^>]*>See All 26 Neighborhoods/);
    for (const slug of ["budget", "moderate", "upscale", "fine-dining"])
      expect(html).toContain(`href="/restaurants/price/${slug}"`);
    for (const slug of ["casual", "date-night", "special-occasion"])
      expect(html).toContain(`href="/restaurants/occasion/${slug}"`);
  });

  it("the cuisine index lists every cuisine with its count", async () => {
    await seedPages();
    const { html } = await fetchPage("/restaurants/cuisines");
    expect(html.match(/href="\/restaurants\/cuisine\/[^"]+"/g)).toHaveLength(24);
    expect(html).toMatch(/href="\/restaurants\/cuisine\/italian"[^>]*><span[^>]*>Italian<\/span><span[^>]*>23</);
    expect(html).toContain('<link rel="canonical" href="https://example.com/restaurants/cuisines"/>');
  });

  it("/restaurants/cuisine and /restaurants/neighborhood move, permanently, to the plural index pages", async () => {
    for (const [path, to] of [
      ["/restaurants/cuisine", "/restaurants/cuisines"],
      ["/restaurants/neighborhood?source=nyt", "/restaurants/neighborhoods?source=nyt"],
      ["/restaurants/Cuisine/", "/restaurants/cuisines"],
    ]) {
      const { response } = await fetchPage(path);
      expect(response.status, path).toBe(301);
      expect(locationOf(response), path).toBe(to);
    }
    for (const path of ["/restaurants/price", "/restaurants/occasion", "/restaurants/Cuisines/"]) {
      expect((await fetchPage(path)).response.status, path).toBe(200);
    }
  });

  it("the neighborhood, price and occasion indexes count their restaurants", async () => {
    await seedPages();
    expect((await fetchPage("/restaurants/neighborhoods")).html).toMatch(
      /href="\/restaurants\/neighborhood\/arts-district"[^>]*><span[^>]*>Arts District<\/span><span[^>]*>23</,
    );
    expect((await fetchPage("/restaurants/neighborhoods")).html).toContain(
      'href="/restaurants/neighborhood/mid-city-miracle-mile"',
    );
    expect((await fetchPage("/restaurants/price")).html).toMatch(
      /href="\/restaurants\/price\/budget"[^>]*><span[^>]*>Budget \(\$\)<\/span><span[^>]*>21</,
    );
    expect((await fetchPage("/restaurants/occasion")).html).toMatch(
      /href="\/restaurants\/occasion\/date-night"[^>]*><span[^>]*>Date Night<\/span><span[^>]*>1</,
    );
  });

  it("category counts are cached in KV under the data stamp, so an import shows at once", async () => {
    const db = await seedPages();
    // A fresh load context per call, as each request gets.
    const request = () =>
      getLoadContext({
        request: new Request("http://localhost/restaurants/cuisines"),
        context: { cloudflare: { env, ctx: { waitUntil: () => {}, passThroughOnException: () => {} } } },
      });
    const { counts: first } = await loadCategoryCounts(request());
    expect(await env.CACHE.get(`category-counts-with-areas:${dataStamp(await readDataMeta(db))}`)).not.toBeNull();
    await env.DB.prepare("DELETE FROM restaurants WHERE cuisine_slug = 'diner'").run();
    expect((await loadCategoryCounts(request())).counts).toEqual(first);
    await env.DB.prepare("UPDATE data_meta SET value = '2030-01-01T00:00:00.000Z' WHERE key = 'data_updated_at'").run();
    const { counts: fresh } = await loadCategoryCounts(request());
    expect(fresh.cuisines).toHaveLength(first.cuisines.length - 1);
  });
});

describe("newest, saved, legal and not-found pages", () => {
  it("/newest renders the first 10 newest restaurants, most mentioned first, and 'See All 12 Restaurants'", async () => {
    await seedPages();
    const { html } = await fetchPage("/newest");
    // In the document itself, before any hidden streamed segment (cards streamed in after the
    // skeletons would stay hidden without JavaScript).
    const inline = html.split('<div hidden id="S:')[0];
    expect(inline.match(/data-testid="restaurant-card"/g)).toHaveLength(10);
    expect(inline).not.toContain("Loading newest restaurants");
    const names = [...html.matchAll(/data-testid="restaurant-name"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(names).toEqual(Array.from({ length: 10 }, (_, i) => `Newcomer ${String(i + 1).padStart(2, "0")}`));
    expect(html).toMatch(/href="\/newest\?all=1"[^>]*>See All 12 Restaurants/);
    // Says how many, drawn from the one source whose current list names a place within two years of its opening.
    expect(html).toContain(
      "12 restaurants that opened within two years of the lists of Eater LA naming them: those on the most of these lists first, then those on the most lists of any kind.",
    );
    expect(html).toContain("from the lists of Eater LA.");
    const all = await fetchPage("/newest?all=1");
    expect(all.html.match(/data-testid="restaurant-name"/g)).toHaveLength(12);
    expect(all.html).not.toContain("See All 12 Restaurants");
  });

  it("/newest with no rows says 'No newest restaurants found'", async () => {
    await env.DB.prepare("UPDATE restaurants SET mentions = 0").run();
    // As an import would: a new data stamp, so no cached page from an earlier test is served.
    await env.DB.prepare("UPDATE data_meta SET value = '2031-01-01T00:00:00.000Z' WHERE key = 'data_updated_at'").run();
    const { html } = await fetchPage("/newest");
    expect(html).toContain("No newest restaurants found");
  });

  it("/ leaves New & Rising to be asked for (a link to /newest without scripts); /resources/new-and-rising serves it in order", async () => {
    await seedPages();
    // As an import would: a new data stamp, so no cached page from an earlier test is served.
    await env.DB.prepare("UPDATE data_meta SET value = '2031-06-01T00:00:00.000Z' WHERE key = 'data_updated_at'").run();
    const { html } = await fetchPage("/");
    const section = html.slice(html.indexOf('id="new-heading"'));
    // How many there are is known once the list is asked for: no "Top 10" before.
    expect(section).toContain(">New and Rising</h2>");
    expect(section).toContain('aria-label="Loading new and rising restaurants"');
    expect(section).toMatch(
      /<noscript><p><a href="\/newest"[^>]*>See the New &amp; Rising restaurants<\/a><\/p><\/noscript>/,
    );
    // Neither shown nor in the page's data.
    expect(html).not.toContain("Newcomer");

    const response = await SELF.fetch("https://example.com/resources/new-and-rising");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
    const { restaurants, total } = (await response.json()) as { restaurants: { name: string }[]; total: number };
    expect(restaurants.map((r) => r.name)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Newcomer ${String(i + 1).padStart(2, "0")}`),
    );
    expect(total).toBe(12);
  });

  it("New & Rising that cannot be read costs only itself: / renders in full, its list answers 500, /newest shows its empty state", async () => {
    await seedPages();
    // New & Rising alone reads this column: the ranked list and its cards never do.
    await env.DB.prepare("ALTER TABLE restaurants RENAME COLUMN mentions TO mentions_gone").run();
    // A new data stamp, so no cached page from an earlier test is served.
    await env.DB.prepare("UPDATE data_meta SET value = '2032-01-15T12:00:00.000Z' WHERE key = 'data_updated_at'").run();
    try {
      const home = await fetchPage("/");
      expect(home.response.status).toBe(200);
      expect(home.html).toContain(">Bestia<");
      expect(home.html).toContain("Updated January 2032");
      expect(home.html).toContain('id="new-heading"');
      const list = await SELF.fetch("https://example.com/resources/new-and-rising");
      expect(list.status).toBe(500);
      await list.body?.cancel();
      const newest = await fetchPage("/newest");
      expect(newest.response.status).toBe(200);
      expect(newest.html).toContain("No newest restaurants found");
    } finally {
      await env.DB.prepare("ALTER TABLE restaurants RENAME COLUMN mentions_gone TO mentions").run();
    }
  });

  it("the saved loader returns cards for the slugs asked, in rank order", async () => {
    const db = await seedPages();
    const rows = await readOne(db, restaurantsBySlugsRead(db, ["newcomer-02", "no-such-place", "bestia"]));
    expect(rows.map((r) => r.name)).toEqual(["Bestia", "Newcomer 02"]);
    const response = await SELF.fetch("https://example.com/saved.data?slugs=bestia,newcomer-02");
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain("Newcomer 02");
    expect(body).not.toContain("Trattoria 01");
  });

  it("the saved loader keeps only slug characters and at most 500 slugs", () => {
    expect(parseSlugsParam(null)).toBeNull();
    expect(parseSlugsParam("bestia,Bad Slug,'; drop,bestia,,a-b")).toEqual(["bestia", "a-b"]);
    expect(parseSlugsParam(Array.from({ length: 600 }, (_, i) => `s${i}`).join(","))).toHaveLength(500);
  });

  it("/saved renders its shell on the server: heading, Back to List, Clear All and a loading state", async () => {
    const { response, html } = await fetchPage("/saved");
    expect(response.status).toBe(200);
    expect(html).toContain("Your Saved Restaurants");
    expect(html).toMatch(/href="\/"[^>]*>.*Back to List/);
    expect(html).toContain("Clear All");
    expect(html).toContain("Loading your saved restaurants…");
  });

  it("the legal pages carry their effective dates and every numbered section", async () => {
    const terms = (await fetchPage("/terms-of-use")).html;
    expect(terms).toContain("Effective August 2025");
    expect(terms).toContain("8. Governing Law");
    for (let n = 1; n <= 9; n++) expect(terms).toMatch(new RegExp(`<h2 id="[^"]+-heading"[^>]*>${n}\\. `));
    const privacy = (await fetchPage("/privacy-policy")).html;
    expect(privacy).toContain("Effective August 21, 2025");
    expect(privacy).toContain("Cookieless, Privacy-Friendly Analytics");
    for (let n = 1; n <= 8; n++) expect(privacy).toMatch(new RegExp(`<h2 id="[^"]+-heading"[^>]*>${n}\\. `));
    expect(privacy).toContain('href="mailto:');
  });

  it("any other path is the not-found page with status 404", async () => {
    const { response, html } = await fetchPage("/restaurants/cuisine/italian/extra");
    expect(response.status).toBe(404);
    expect(html).toContain("Page Not Found");
    expect(html).toContain("The page you&#x27;re looking for doesn&#x27;t exist.");
  });
});
