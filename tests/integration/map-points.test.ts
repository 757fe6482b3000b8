import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import type { MapPoint } from "~/lib/cluster-points";
import { APPROXIMATE_OFFSET_DEGREES, DOWNTOWN_LA } from "~/lib/geo";
import { seedDataset } from "~/models/seed.server";
import { ALL_LIMIT } from "~/lib/list-params";
import { withEditions } from "../fixtures/editions";
import { fixtureDataset } from "../fixtures/dataset";

const KOREATOWN = { lat: 34.0618, lng: -118.3004 };

async function getPoints(query = "") {
  const response = await SELF.fetch(`https://example.com/resources/map-points${query}`);
  const body = (await response.json()) as { points: MapPoint[] };
  return { status: response.status, cacheControl: response.headers.get("Cache-Control"), points: body.points };
}
const slugs = (points: MapPoint[]) => points.map(([slug]) => slug).sort();
const near = (point: MapPoint, center: { lat: number; lng: number }) =>
  Math.hypot(point[3] - center.lat, (point[4] - center.lng) * Math.cos((center.lat * Math.PI) / 180)) <=
  APPROXIMATE_OFFSET_DEGREES + 1e-5;

beforeEach(() => seedDataset(createDb(env.DB), fixtureDataset));

describe("GET /resources/map-points", () => {
  it("answers every restaurant as compact [slug, name, lists, lat, lng, approximate] points, public for a minute", async () => {
    const { status, cacheControl, points } = await getPoints();
    expect(status).toBe(200);
    expect(cacheControl).toBe("public, max-age=60");
    expect(points).toHaveLength(6);
    expect(points).toContainEqual(["bestia", "Bestia", 3, 34.0336, -118.2293, 0]);
  });

  it("places a restaurant without coordinates near its neighborhood's centroid, the same spot every time", async () => {
    const first = (await getPoints()).points;
    const parks = first.find(([slug]) => slug === "parks-bbq")!;
    expect(parks[5]).toBe(1);
    expect(near(parks, KOREATOWN)).toBe(true);
    expect(parks.slice(3, 5)).not.toEqual([KOREATOWN.lat, KOREATOWN.lng]);
    expect((await getPoints()).points).toEqual(first);
  });

  it("stands restaurants of an unknown neighborhood around downtown LA, apart from each other", async () => {
    const { points } = await getPoints();
    const unknown = points.filter(([slug]) => ["anajak-thai", "zankou-chicken", "pho-79"].includes(slug));
    expect(unknown).toHaveLength(3);
    expect(unknown.every((p) => p[5] === 1 && near(p, DOWNTOWN_LA))).toBe(true);
    expect(new Set(unknown.map((p) => `${p[3]},${p[4]}`)).size).toBe(3);
  });

  it("applies the list's filters and search, and ignores sort, count and view", async () => {
    expect(slugs((await getPoints("?cuisine=Italian")).points)).toEqual(["bestia"]);
    expect(slugs((await getPoints("?price=$$$&sort=alphabetical&count=10&view=map")).points)).toEqual([
      "bestia",
      "parks-bbq",
    ]);
    expect(slugs((await getPoints("?q=barbecue")).points)).toEqual(["parks-bbq"]);
    expect(slugs((await getPoints("?source=Yelp")).points)).toEqual(["pho-79"]);
    expect((await getPoints("?q=zzzqqq")).points).toEqual([]);
  });

  it("keeps only restaurants within the radius of a ZIP or a point; without a radius every match stays", async () => {
    expect(slugs((await getPoints("?zip=90012&radius=5")).points)).toEqual(["bestia"]);
    expect(slugs((await getPoints("?near=34.0336,-118.2293&radius=1")).points)).toEqual(["bestia"]);
    expect((await getPoints("?near=34.2,-118.6&radius=1")).points).toEqual([]);
    expect((await getPoints("?zip=90012")).points).toHaveLength(6);
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
    const { points } = await getPoints("?cuisine=thai");
    expect(points).toHaveLength(ALL_LIMIT + 21);
    expect(points.filter((p) => p[5] === 0)).toHaveLength(ALL_LIMIT + 20);
  });
});
