import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { parseListParams } from "~/lib/list-params";
import { readDataMeta, type DataMeta } from "~/models/data-meta.server";
import { seedDataset } from "~/models/seed.server";
import { loadHome } from "~/routes/_index/queries.server";
import { loadCategoryPage } from "~/routes/restaurants.$type.$slug/queries.server";
import type { SourceFilters } from "~/lib/source-filters";
import { getLoadContext } from "../../workers/load-context";
import { searchDataset } from "../fixtures/search-dataset";
import { countingD1 } from "./support/counting-d1";

const db = () => createDb(env.DB);

/** loadHome for `query` with its D1 calls counted, under `held`: the markers the edge holds from KV. */
async function home(query: string, held: DataMeta) {
  const { counted, calls, restore } = countingD1(env.DB);
  const context = getLoadContext({
    request: new Request(`https://example.com/?${query}`),
    context: {
      cloudflare: { env: { ...env, DB: counted }, ctx: { waitUntil: () => {}, passThroughOnException: () => {} } },
      markers: { current: async () => held, publish: async () => held },
    },
  });
  const page = await loadHome(context, parseListParams(new URLSearchParams(query))).finally(restore);
  return { page, trips: calls.alone + calls.batches.length };
}

const names = (page: Awaited<ReturnType<typeof loadHome>>) => page.restaurants.map((r) => r.name);

beforeEach(async () => {
  await seedDataset(db(), searchDataset);
});

describe("the ranking as it opens, from the data cache", () => {
  it("costs a warm isolate no D1 call, on the list and on the map, and shows what D1 holds", async () => {
    const held = await readDataMeta(db());
    const first = await home("", held);
    const fromD1 = await home("count=50", held);
    expect(first.page.meta).toEqual(held);
    const again = await home("", held);
    expect(again.trips).toBe(0);
    expect(names(again.page)).toEqual(names(first.page));
    expect((await home("view=map", held)).trips).toBe(0);
    // Anything the visitor chose reads D1 as before.
    expect(fromD1.trips).toBe(1);
    expect((await home("cuisine=thai", held)).trips).toBe(1);
  });

  it("follows the data: once the markers move, the next visit reads the new ranking", async () => {
    const before = await home("", await readDataMeta(db()));
    const top = names(before.page)[0];
    await env.DB.prepare("UPDATE restaurants SET name = 'Renamed Top' WHERE name = ?").bind(top).run();
    await env.DB.prepare("UPDATE data_meta SET value = value + 1 WHERE key = 'data_version'").run();
    const after = await home("", await readDataMeta(db()));
    expect(names(after.page)[0]).toBe("Renamed Top");
  });

  it("a read made under markers other than the held ones is shown with its own, and never kept under the held", async () => {
    const current = await readDataMeta(db());
    // The edge holds markers this read of D1 does not see yet: a replica behind an import the edge has heard of.
    const ahead = { ...current, version: current.version + 1000 };
    const first = await home("", ahead);
    expect(first.page.meta).toEqual(current);
    const second = await home("", ahead);
    expect(second.trips).toBe(1);
    expect(names(second.page)).toEqual(names(first.page));
  });
});

/** loadCategoryPage for a cuisine with its D1 calls counted, under `held`, as `home` does for `/`. */
async function category(slug: string, held: DataMeta, page = 1, filters: SourceFilters = {}) {
  const { counted, calls, restore } = countingD1(env.DB);
  const context = getLoadContext({
    request: new Request(`https://example.com/restaurants/cuisine/${slug}`),
    context: {
      cloudflare: { env: { ...env, DB: counted }, ctx: { waitUntil: () => {}, passThroughOnException: () => {} } },
      markers: { current: async () => held, publish: async () => held },
    },
  });
  const loaded = await loadCategoryPage(context, "cuisine", slug, page, filters).finally(restore);
  return { page: loaded, trips: calls.alone + calls.batches.length };
}

/** The cuisine page a place is on (its family's slug, as the seed makes it). */
async function cuisineOf(name: string): Promise<string> {
  const row = await env.DB.prepare("SELECT cuisine_slug AS slug FROM restaurants WHERE name = ?").bind(name).first();
  return String(row?.slug);
}

describe("a category page as its links open it, from the data cache", () => {
  it("costs a warm isolate no D1 call on its first page; a later page or a list filter reads D1", async () => {
    const held = await readDataMeta(db());
    const [sushi, korean] = [await cuisineOf("Sushi Gen"), await cuisineOf("Soot Bull Jeep")];
    const first = await category(sushi, held);
    expect(first.page.markers).toEqual(held);
    expect(first.page.restaurants.map((r) => r.name).length).toBeGreaterThan(0);
    const again = await category(sushi, held);
    expect(again.trips).toBe(0);
    expect(again.page.restaurants).toEqual(first.page.restaurants);
    expect(again.page.total).toBe(first.page.total);
    // Another category is its own entry, not the first one's.
    const other = await category(korean, held);
    expect(other.trips).toBe(1);
    expect(other.page.restaurants.map((r) => r.slug)).not.toEqual(first.page.restaurants.map((r) => r.slug));
    expect((await category(sushi, held, 2)).trips).toBe(1);
    expect((await category(sushi, held, 1, { lists: 2 })).trips).toBe(1);
  });

  it("follows the data, and never keeps a read made under other markers", async () => {
    const sushi = await cuisineOf("Sushi Gen");
    const before = await category(sushi, await readDataMeta(db()));
    const top = before.page.restaurants[0].name;
    await env.DB.prepare("UPDATE restaurants SET name = 'Renamed Sushi' WHERE name = ?").bind(top).run();
    await env.DB.prepare("UPDATE data_meta SET value = value + 1 WHERE key = 'data_version'").run();
    const current = await readDataMeta(db());
    expect((await category(sushi, current)).page.restaurants[0].name).toBe("Renamed Sushi");

    const ahead = { ...current, version: current.version + 1000 };
    const first = await category(sushi, ahead);
    expect(first.page.markers).toEqual(current);
    expect((await category(sushi, ahead)).trips).toBe(1);
  });
});
