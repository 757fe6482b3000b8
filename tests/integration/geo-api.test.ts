import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDb } from "~/db/client.server";
import { listAreaCentres, upsertGazetteer } from "~/models/gazetteer.server";
import { geo, GEO_RATE_LIMIT } from "../../workers/api/geo";
import { fixturePlaces, fixtureZips } from "../fixtures/gazetteer";

let clients = 0;
/** A fresh client address per call unless one is given, so only the rate-limit test meets the limit. */
const clientHeaders = (ip?: string) => ({
  "CF-Connecting-IP": ip ?? `10.${clients >> 16}.${(clients >> 8) & 255}.${clients++ & 255}`,
});

async function summarise(response: Response) {
  const { status, headers } = response;
  return {
    status,
    cache: headers.get("X-Cache"),
    cacheControl: headers.get("Cache-Control"),
    retryAfter: headers.get("Retry-After"),
    body: await response.json(),
  };
}

const get = async (path: string, ip?: string) =>
  summarise(await SELF.fetch(`https://example.com/api/geo${path}`, { headers: clientHeaders(ip) }));

/** The sub-router alone, with an upstream geocoder configured (wrangler.toml leaves it empty). */
const getWithUpstream = async (path: string, base = "https://geocoder.example") =>
  summarise(await geo.request(path, { headers: clientHeaders() }, { ...env, GEOCODER_URL: base }));

const mockUpstream = (body: unknown, status = 200) =>
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify(body), { status }));

const DAY = "public, max-age=86400";

beforeEach(() => upsertGazetteer(createDb(env.DB), fixtureZips, fixturePlaces));
afterEach(() => vi.restoreAllMocks());

describe("GET /api/geo/zip/:zip", () => {
  it("answers a known ZIP's centroid and label, from D1 first and from KV after", async () => {
    const body = { zip: "90012", lat: 34.0614, lng: -118.2385, label: "Los Angeles, CA 90012" };
    expect(await get("/zip/90012")).toMatchObject({ status: 200, cache: "MISS", cacheControl: DAY, body });
    expect(await get("/zip/90012")).toMatchObject({ status: 200, cache: "HIT", cacheControl: DAY, body });
  });

  it("serves a cache hit without reading D1", async () => {
    await get("/zip/90026");
    await env.DB.prepare("DELETE FROM zip_codes WHERE zip = '90026'").run();
    expect(await get("/zip/90026")).toMatchObject({
      status: 200,
      cache: "HIT",
      body: { label: "Los Angeles, CA 90026" },
    });
  });

  it("says 'ZIP code not found' with an uncacheable 404 for a ZIP the gazetteer lacks", async () => {
    expect(await get("/zip/99999")).toMatchObject({
      status: 404,
      cacheControl: null,
      body: { error: "ZIP code not found" },
    });
  });

  it("refuses anything but exactly five digits with a 400", async () => {
    for (const zip of ["9001", "900123", "abcde", "90%2012", "-9001"]) {
      expect(await get(`/zip/${zip}`), zip).toMatchObject({
        status: 400,
        body: { error: "ZIP code must be 5 digits" },
      });
    }
  });
});

describe("GET /api/geo/search", () => {
  const search = (q: string) => get(`/search?q=${encodeURIComponent(q)}`);

  it("finds cities and neighborhoods by name, ignoring case, accents and a trailing ', CA'", async () => {
    const silverLake = { lat: 34.0869, lng: -118.2702, label: "Silver Lake, CA", source: "gazetteer" };
    expect(await search("Silver Lake")).toMatchObject({ status: 200, cacheControl: DAY, body: silverLake });
    expect((await search("pasadena")).body).toMatchObject({ lat: 34.1488, label: "Pasadena, CA" });
    expect((await search("  PASADÉNA, california ")).body).toMatchObject({ label: "Pasadena, CA" });
    expect((await search("LA")).body).toMatchObject({ lat: 34.0326, label: "Los Angeles, CA" });
  });

  it("prefers the neighborhood when a city has the same name, and an exact name over a longer one", async () => {
    expect((await search("Santa Monica")).body).toMatchObject({ lat: 34.0195, lng: -118.4912 });
    expect((await search("santa monica, ca")).body).toMatchObject({ lat: 34.0195, label: "Santa Monica, CA" });
    expect((await search("Santa Ana")).body).toMatchObject({ label: "Santa Ana, CA" });
  });

  it("completes a name from its beginning", async () => {
    expect((await search("Pasa")).body).toMatchObject({ label: "Pasadena, CA" });
    expect((await search("silver")).body).toMatchObject({ label: "Silver Lake, CA" });
  });

  it("treats five digits as a ZIP", async () => {
    const body = { lat: 34.1469, lng: -118.1391, label: "Pasadena, CA 91101", source: "gazetteer" };
    expect((await search("91101")).body).toEqual(body);
    expect(await search("99998")).toMatchObject({ status: 404, body: { error: "ZIP code not found" } });
  });

  it("caches answers under a case- and space-insensitive key", async () => {
    expect(await search("SANTA   Ana, CA")).toMatchObject({ cache: "MISS", body: { label: "Santa Ana, CA" } });
    expect(await search("santa ana, ca")).toMatchObject({ cache: "HIT", body: { label: "Santa Ana, CA" } });
  });

  it("says 'Location not found' and never calls out when no upstream is configured", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockRejectedValue(new Error("no network in this test"));
    expect(await search("Atlantis")).toMatchObject({
      status: 404,
      cache: "MISS",
      body: { error: "Location not found" },
    });
    expect(await search("atlantis")).toMatchObject({ status: 404, cache: "HIT" });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("refuses an empty, one-character or over-50-character query with a 400", async () => {
    for (const q of ["", "   ", " a ", "x".repeat(51)]) {
      const error = "Query must be 2 to 50 characters";
      expect(await search(q), JSON.stringify(q)).toMatchObject({ status: 400, body: { error } });
    }
    expect((await search("x".repeat(50))).status).toBe(404);
  });
});

describe("GET /api/geo/search with an upstream geocoder", () => {
  it("asks the upstream only for names the gazetteer lacks, at a fixed path on the configured host", async () => {
    const fetchSpy = mockUpstream([{ lat: "36.1147", lon: "-115.1728", display_name: "Las Vegas, Nevada, USA" }]);
    expect((await getWithUpstream("/search?q=Silver%20Lake")).body).toMatchObject({ source: "gazetteer" });
    expect(fetchSpy).not.toHaveBeenCalled();
    const q = encodeURIComponent("https://evil.example/x?y=1&z");
    const body = { lat: 36.1147, lng: -115.1728, label: "Las Vegas, Nevada, USA", source: "upstream" };
    expect(await getWithUpstream(`/search?q=${q}`, "https://geocoder.example/nominatim/")).toMatchObject({ body });
    const [url, init] = fetchSpy.mock.calls[0];
    expect(String(url)).toBe(`https://geocoder.example/nominatim/search?format=json&limit=1&q=${q}`);
    expect(new Headers(init?.headers).get("User-Agent")).toMatch(/LA-Eats-Ranked/);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("says 'Location not found' when the upstream knows no such place", async () => {
    mockUpstream([]);
    expect(await getWithUpstream("/search?q=Nowhere")).toMatchObject({
      status: 404,
      body: { error: "Location not found" },
    });
  });

  it("says 'Failed to find location' with an uncached 502 when the upstream fails or answers nonsense", async () => {
    const failed = { status: 502, body: { error: "Failed to find location" } };
    const nonsense: [unknown, number][] = [
      [{ busy: 1 }, 503],
      [{ not: "a list" }, 200],
      [[{ lat: "999", lon: "0", display_name: "x" }], 200],
    ];
    for (const [body, status] of nonsense) {
      mockUpstream(body, status);
      expect(await getWithUpstream("/search?q=Broken%20Town")).toMatchObject(failed);
    }
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new DOMException("timed out", "TimeoutError"));
    expect(await getWithUpstream("/search?q=Broken%20Town")).toMatchObject(failed);
    mockUpstream([{ lat: 1, lon: 2, display_name: "Broken Town" }]);
    const recovered = { status: 200, cache: "MISS", body: { lat: 1, lng: 2, source: "upstream" } };
    expect(await getWithUpstream("/search?q=Broken%20Town")).toMatchObject(recovered);
  });
});

describe("GET /api/geo/reverse", () => {
  it("names the city of the nearest ZIP and a neighborhood close by", async () => {
    const downtown = { label: "Los Angeles, CA", city: "Los Angeles", state: "CA", neighborhood: "Downtown" };
    expect(await get("/reverse?lat=34.0522&lng=-118.2437")).toMatchObject({
      status: 200,
      cacheControl: DAY,
      body: downtown,
    });
    const pier = { label: "Santa Monica, CA", neighborhood: "Santa Monica" };
    expect((await get("/reverse?lat=34.0100&lng=-118.4970")).body).toMatchObject(pier);
  });

  it("leaves the neighborhood empty when none is near", async () => {
    expect((await get("/reverse?lat=34.09&lng=-118.385")).body).toMatchObject({
      city: "West Hollywood",
      neighborhood: null,
    });
  });

  it("shares one cache entry between points about 100 m apart", async () => {
    expect((await get("/reverse?lat=34.14691&lng=-118.13912")).cache).toBe("MISS");
    expect((await get("/reverse?lat=34.1471&lng=-118.1394")).cache).toBe("HIT");
  });

  it("says 'Location not found' far from every known ZIP", async () => {
    expect(await get("/reverse?lat=0&lng=0")).toMatchObject({ status: 404, body: { error: "Location not found" } });
  });

  it("refuses missing, non-numeric or out-of-range coordinates with a 400", async () => {
    const refused = { status: 400, body: { error: "lat must be -90..90 and lng -180..180" } };
    for (const query of [
      "lat=91&lng=0",
      "lat=0&lng=-180.5",
      "lat=abc&lng=1",
      "lat=34",
      "lat=&lng=",
      "lat=1e1&lng=1",
      "",
    ]) {
      expect(await get(`/reverse?${query}`), query).toMatchObject(refused);
    }
  });
});

describe("area centres", () => {
  it("are keyed by neighborhood slug, a neighborhood's centroid before a city's, for placing restaurants without coordinates", async () => {
    const centres = await listAreaCentres(createDb(env.DB), ["Silver Lake", "Pasadena", "Nowhere Town"]);
    expect(centres["silver-lake"]).toEqual({ lat: 34.0869, lng: -118.2702 });
    expect(centres["pasadena"]).toEqual({ lat: 34.1488, lng: -118.1421 });
    expect(Object.keys(centres).sort()).toEqual(["pasadena", "silver-lake"]);
  });
});

describe("rate limiting", () => {
  it(`allows ${GEO_RATE_LIMIT} requests a minute per client, then answers 429 with Retry-After`, async () => {
    // The binding counts in wall-clock minutes: start early in one, so all the requests share it.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((done) => setTimeout(done, 60_000 - intoMinute + 100));
    for (let i = 0; i < GEO_RATE_LIMIT; i++) expect((await get("/zip/bad", "192.0.2.7")).status).toBe(400);
    const refused = await get("/zip/90012", "192.0.2.7");
    expect(refused).toMatchObject({ status: 429, body: { error: "Too many requests" } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await get("/zip/90012", "192.0.2.8")).status).toBe(200);
  }, 30_000);
});
