import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { newAndRisingByPlace } from "~/lib/evidence/current";
import { slugify } from "~/lib/slug";
import { seedDataset, type Dataset, type DatasetEdition } from "~/models/seed.server";
import east from "../../data/restaurants-east.json";
import areas from "../../data/restaurants-areas.json";
import added from "../../data/restaurants-new.json";
import west from "../../data/restaurants-west.json";
import { fixtureDataset } from "../fixtures/dataset";
import { clearData } from "./support/import-support";
import { shippedDataset } from "./support/shipped-dataset";

const db = () => createDb(env.DB);

async function counts(): Promise<Record<string, { count: number; sources: string }>> {
  const { results } = await env.DB.prepare("SELECT name, source_count AS count, sources FROM restaurants").all<{
    name: string;
    count: number;
    sources: string;
  }>();
  return Object.fromEntries(results.map((r) => [r.name, { count: r.count, sources: r.sources }]));
}

const edition = (source: DatasetEdition["source"], edition: string, published: string, names: string[]) =>
  ({
    source,
    list: "best",
    title: `${source} best`,
    url: `https://lists.example/${edition}`,
    scope: "Los Angeles",
    edition,
    published,
    read: `${published}-15`,
    declaredSize: 10,
    kind: "best",
    ranked: false,
    entries: names.map((name) => ({ name, address: null })),
  }) satisfies DatasetEdition;

describe("the ranking stands on evidence", () => {
  it("a count is the number of distinct sources with a current edition listing the place, whatever else it claims", async () => {
    const data: Dataset = {
      ...fixtureDataset,
      restaurants: fixtureDataset.restaurants.map((r) => ({ ...r, sources: ["Yelp", "NYT", "Time Out"] })),
      lists: [
        edition("Eater LA", "2024", "2024-03", ["Bestia", "Anajak Thai", "Zankou Chicken"]),
        edition("Eater LA", "2025", "2025-03", ["Bestia", "Anajak Thai"]),
        { ...edition("LA Times", "2025", "2025-12", ["Bestia"]), list: "101" },
        { ...edition("LA Times", "2025-new", "2025-11", ["Bestia", "Parks BBQ"]), list: "new", kind: "new" },
      ],
    };
    await seedDataset(db(), data);
    const after = await counts();
    // Two LA Times lists count as one source; the 2024 Eater edition is history, not a claim.
    expect(after["Bestia"]).toEqual({ count: 2, sources: "Eater LA, LA Times" });
    expect(after["Anajak Thai"]).toEqual({ count: 1, sources: "Eater LA" });
    expect(after["Zankou Chicken"]).toEqual({ count: 0, sources: "" });
    expect(after["Parks BBQ"]).toEqual({ count: 1, sources: "LA Times" });
    const current = await env.DB.prepare(
      "SELECT d.edition FROM list_editions d JOIN lists l ON l.id = d.list_id WHERE l.slug = 'best' AND d.is_current = 1",
    ).all();
    expect(current.results).toEqual([{ edition: "2025" }]);

    // A new edition replaces the old as current, and the counts follow in the same seed.
    await seedDataset(db(), {
      ...data,
      lists: [...data.lists, edition("Eater LA", "2026", "2026-02", ["Zankou Chicken"])],
    });
    const next = await counts();
    expect(next["Zankou Chicken"]).toEqual({ count: 1, sources: "Eater LA" });
    expect(next["Anajak Thai"]).toEqual({ count: 0, sources: "" });
  });

  it("every count on the shipped fixture equals its distinct current sources, checked in SQL", async () => {
    await seedDataset(db(), fixtureDataset);
    const { results } = await env.DB.prepare(
      `SELECT r.name, r.source_count AS stored, (
         SELECT count(DISTINCT l.source_name) FROM list_entries e
         JOIN list_editions d ON d.id = e.edition_id AND d.is_current = 1 JOIN lists l ON l.id = d.list_id
         WHERE e.restaurant_id = r.id) AS computed
       FROM restaurants r`,
    ).all<{ name: string; stored: number; computed: number }>();
    expect(results.length).toBeGreaterThan(0);
    for (const row of results) expect(row.stored, row.name).toBe(row.computed);
  });

  it("a closed restaurant keeps its profile but leaves the ranking, categories and counts", async () => {
    await seedDataset(db(), {
      ...fixtureDataset,
      restaurants: fixtureDataset.restaurants.map((r) =>
        r.name === "Bestia" ? { ...r, status: "closed", closedMonth: "2025-06" } : r,
      ),
    });
    const home = await (await SELF.fetch("https://example.com/?nocache=closed")).text();
    expect(home).not.toContain(">Bestia<");
    const italian = await SELF.fetch("https://example.com/restaurants/cuisine/italian?nocache=closed");
    expect(await italian.text()).not.toContain(">Bestia<");
    const profile = await SELF.fetch("https://example.com/restaurants/bestia?nocache=closed");
    expect(profile.status).toBe(200);
    const html = await profile.text();
    expect(html).toContain("Closed (June 2025)");
    expect(html).toContain("Was on 3 trusted lists");
    expect(html).not.toContain("Book Now");
    expect(html).not.toContain('href="/restaurants/cuisine/italian"');
  });

  it("the 'Updated' date is when the current editions were last read, not when the data was loaded", async () => {
    await seedDataset(db(), fixtureDataset);
    const meta = await env.DB.prepare("SELECT value FROM data_meta WHERE key = 'data_updated_at'").first<{
      value: string;
    }>();
    expect(meta?.value).toBe("2026-11-01");
    expect(await (await SELF.fetch("https://example.com/?nocache=date")).text()).toContain("November 2026");
  });
});

describe("the shipped data", () => {
  it("every count equals the distinct sources with a current edition listing the place; closed places and places only earlier editions name are unranked", async () => {
    await clearData();
    await seedDataset(db(), shippedDataset());
    const { results } = await env.DB.prepare(
      `SELECT r.name, r.status, r.source_count AS stored, (
         SELECT count(DISTINCT l.source_name) FROM list_entries e
         JOIN list_editions d ON d.id = e.edition_id AND d.is_current = 1 JOIN lists l ON l.id = d.list_id
         WHERE e.restaurant_id = r.id) AS computed, (
         SELECT count(*) FROM list_entries e WHERE e.restaurant_id = r.id) AS entries
       FROM restaurants r`,
    ).all<{ name: string; status: string; stored: number; computed: number; entries: number }>();
    // Places known only to their neighborhood count like any other.
    expect(results.length).toBe([...east, ...west, ...added, ...areas].length);
    expect(results.filter((r) => areas.some((a) => a.name === r.name)).some((r) => r.stored > 0)).toBe(true);
    for (const row of results) expect(row.stored, row.name).toBe(row.computed);
    // A place on no current list is one an earlier edition names (Q Sushi's 2023 star, Yelp's 2024 Top 100).
    const unlisted = results.filter((r) => r.status !== "closed" && r.stored === 0);
    expect(unlisted.map((r) => r.name)).toEqual(expect.arrayContaining(["Q Sushi", "Zamorales Grill"]));
    for (const row of unlisted) expect(row.entries, row.name).toBeGreaterThan(0);

    const home = await (await SELF.fetch("https://example.com/?count=all&nocache=shipped")).text();
    for (const place of results.filter((r) => r.status === "closed" || r.stored === 0)) {
      expect(home, place.name).not.toContain(`>${place.name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;")}<`);
    }
    const ranked = results.filter((r) => r.status !== "closed" && r.stored > 0);
    expect(home).toContain(`>${ranked[0].name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;")}<`);
  });

  it("New & Rising is the open places a current Eater LA, LA Times, Time Out or Infatuation edition names within 24 months of their stated opening, at least ten, each on its category pages", async () => {
    await clearData();
    const shipped = shippedDataset();
    await seedDataset(db(), shipped);
    const expected = newAndRisingByPlace(shipped.lists, shipped.restaurants);
    const { results: rows } = await env.DB.prepare(
      `SELECT name, place_key AS placeKey, mentions, status, cuisine_slug AS cuisine, neighborhood_slug AS neighborhood,
       price, occasion_slug AS occasion FROM restaurants WHERE mentions > 0 OR status <> 'closed'`,
    ).all<{ name: string; placeKey: string; mentions: number; status: string } & Category>();
    for (const row of rows) expect(row.mentions, row.name).toBe(expected.get(row.placeKey)?.length ?? 0);
    const newest = rows.filter((r) => r.mentions > 0 && r.status !== "closed");
    expect(newest.length).toBeGreaterThanOrEqual(10);
    const listed = await (
      await SELF.fetch("https://example.com/resources/new-and-rising")
    ).json<{ restaurants: { name: string; sourceCount: number }[] }>();
    expect(listed.restaurants.map((r) => r.name).sort()).toEqual(newest.map((r) => r.name).sort());
    const mentions = listed.restaurants.map((r) => newest.find((n) => n.name === r.name)!.mentions);
    expect(mentions).toEqual([...mentions].sort((a, b) => b - a));
    for (const place of newest) {
      for (const path of categoryPages(place)) {
        expect(await pagesHolding(path, place.name), `${place.name} on ${path}`).toBe(1);
      }
    }
  });
});

type Category = { cuisine: string; neighborhood: string; price: number | null; occasion: string };
const PRICE_SLUGS = ["budget", "moderate", "upscale", "fine-dining"];
const categoryPages = (place: Category) => [
  `/restaurants/cuisine/${place.cuisine}`,
  `/restaurants/neighborhood/${place.neighborhood}`,
  `/restaurants/occasion/${place.occasion}`,
  ...(place.price ? [`/restaurants/price/${PRICE_SLUGS[place.price - 1]}`] : []),
];

const escaped = (name: string) => `>${name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;")}<`;

/** On how many of a category's pages (10 places each) a name appears: ?page=1 and a page past the last redirect. */
async function pagesHolding(path: string, name: string) {
  let found = 0;
  for (let page = 1; page <= 50; page++) {
    const query = page === 1 ? "" : `?page=${page}`;
    const response = await SELF.fetch(`https://example.com${path}${query}`, { redirect: "manual" });
    if (response.status !== 200) {
      await response.body?.cancel();
      break;
    }
    if ((await response.text()).includes(escaped(name))) found++;
  }
  return found;
}

describe("one restaurant, one record", () => {
  it("a merged duplicate's old address answers 301 to the place it became, for every formerSlugs entry", async () => {
    await clearData();
    const dataset = shippedDataset();
    await seedDataset(db(), dataset);
    const merged = dataset.restaurants.flatMap((r) =>
      (r.formerSlugs ?? []).map((from) => ({ from, to: r.slug ?? slugify(r.name) })),
    );
    expect(merged.length).toBeGreaterThanOrEqual(2);
    for (const { from, to } of merged) {
      const moved = await SELF.fetch(`https://example.com/restaurants/${from}`, { redirect: "manual" });
      await moved.body?.cancel();
      expect(moved.status, from).toBe(301);
      expect(new URL(moved.headers.get("Location")!, "https://example.com").pathname).toBe(`/restaurants/${to}`);
      const kept = await SELF.fetch(`https://example.com/restaurants/${to}`);
      await kept.body?.cancel();
      expect(kept.status, to).toBe(200);
    }
    const unknown = await SELF.fetch("https://example.com/restaurants/no-such-place-anywhere");
    await unknown.body?.cancel();
    expect(unknown.status).toBe(404);
  });
});
