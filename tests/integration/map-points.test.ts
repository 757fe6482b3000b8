import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import type { MapPoint } from "~/lib/cluster-points";
import { seedDataset } from "~/models/seed.server";
import { ALL_LIMIT } from "~/lib/list-params";
import { withEditions } from "../fixtures/editions";
import { fixtureDataset } from "../fixtures/dataset";

const KOREATOWN = { lat: 34.0618, lng: -118.3004 };

async function getPoints(query = "") {
  const response = await SELF.fetch(`https://example.com/resources/map-points${query}`);
  const body = (await response.json()) as { points: MapPoint[]; unplaced: number };
  const cacheControl = response.headers.get("Cache-Control");
  return { status: response.status, cacheControl, points: body.points, unplaced: body.unplaced };
}
const slugs = (points: MapPoint[]) => points.map(([slug]) => slug).sort();

beforeEach(() => seedDataset(createDb(env.DB), fixtureDataset));

describe("GET /resources/map-points", () => {
  it("answers the restaurants it can place as compact [slug, name, lists, lat, lng, approximate] points, public for a minute", async () => {
    const { status, cacheControl, points, unplaced } = await getPoints();
    expect(status).toBe(200);
    expect(cacheControl).toBe("public, max-age=60");
    expect(points).toHaveLength(2);
    expect(unplaced).toBe(4);
    expect(points).toContainEqual(["bestia", "Bestia", 3, 34.0336, -118.2293, 0]);
  });

  it("draws a restaurant without coordinates exactly at its neighborhood's centroid, never nudged", async () => {
    const { points } = await getPoints();
    expect(points).toContainEqual(["parks-bbq", "Parks BBQ", 2, KOREATOWN.lat, KOREATOWN.lng, 1]);
  });

  it("uses the gazetteer's city centre for an area that is a city, and no neighborhood", async () => {
    const gazetteer = {
      ...fixtureDataset.gazetteer,
      cities: [...fixtureDataset.gazetteer.cities, { name: "Sherman Oaks", state: "CA", lat: 34.151, lng: -118.4487 }],
    };
    await seedDataset(createDb(env.DB), { ...fixtureDataset, gazetteer });
    try {
      // A search: the unfiltered map is kept in KV under data markers this seed did not change.
      expect(await getPoints("?q=anajak")).toMatchObject({
        points: [["anajak-thai", "Anajak Thai", 3, 34.151, -118.4487, 1]],
        unplaced: 0,
      });
    } finally {
      await env.DB.prepare("DELETE FROM places WHERE name = 'Sherman Oaks'").run();
    }
  });

  it("leaves a restaurant of an area we cannot place off the map, counted, never at a made-up downtown point", async () => {
    const { points, unplaced } = await getPoints();
    const drawn = slugs(points);
    for (const slug of ["anajak-thai", "zankou-chicken", "pho-79", "new-spot"]) expect(drawn).not.toContain(slug);
    expect(unplaced).toBe(4);
  });

  it("applies the list's filters and search, and ignores sort, count and view", async () => {
    expect(slugs((await getPoints("?cuisine=Italian")).points)).toEqual(["bestia"]);
    expect(slugs((await getPoints("?price=$$$&sort=alphabetical&count=10&view=map")).points)).toEqual([
      "bestia",
      "parks-bbq",
    ]);
    expect(slugs((await getPoints("?q=barbecue")).points)).toEqual(["parks-bbq"]);
    expect(await getPoints("?source=Yelp")).toMatchObject({ points: [], unplaced: 1 });
    expect((await getPoints("?q=zzzqqq")).points).toEqual([]);
  });

  it("keeps only restaurants within the radius of a ZIP or a point; without a radius every match stays", async () => {
    expect(slugs((await getPoints("?zip=90012&radius=5")).points)).toEqual(["bestia"]);
    expect(slugs((await getPoints("?near=34.0336,-118.2293&radius=1")).points)).toEqual(["bestia"]);
    expect((await getPoints("?near=34.2,-118.6&radius=1")).points).toEqual([]);
    expect(await getPoints("?zip=90012")).toMatchObject({ points: { length: 2 }, unplaced: 4 });
  });

  it("keeps filter-only maps in KV until the data changes: an import is a new key, never a stale map", async () => {
    expect((await getPoints("?price=$$$")).points).toHaveLength(2);
    await env.DB.prepare("DELETE FROM restaurants WHERE slug = 'bestia'").run();
    expect((await getPoints("?price=$$$")).points).toHaveLength(2);
    expect(slugs((await getPoints("?price=$$$&zip=90012")).points)).toEqual(["parks-bbq"]);
    await env.DB.prepare(
      "INSERT INTO data_meta (key, value) VALUES ('data_version', '99') ON CONFLICT(key) DO UPDATE SET value = '99'",
    ).run();
    expect(slugs((await getPoints("?price=$$$")).points)).toEqual(["parks-bbq"]);
  });

  it("has no limit: more restaurants than the list's 'All' shows all come back", async () => {
    const many = Array.from({ length: ALL_LIMIT + 20 }, (_, i) => ({
      name: `Map Test ${i}`,
      cuisine: "Thai",
      neighborhood: "Koreatown",
      price: "$",
      sources: ["Eater LA"],
      lat: 34 + i / 10_000,
      lng: -118.3,
    }));
    await seedDataset(
      createDb(env.DB),
      withEditions({ ...fixtureDataset, restaurants: [...fixtureDataset.restaurants, ...many] }),
    );
    const { points, unplaced } = await getPoints("?cuisine=thai");
    expect(points).toHaveLength(ALL_LIMIT + 20);
    expect(points.every((p) => p[5] === 0)).toBe(true);
    expect(unplaced).toBe(1);
  });
});
