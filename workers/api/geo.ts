import { Hono, type Context } from "hono";
import { createDb, type Db } from "~/db/client.server";
import { parseLatLng, PLACE_QUERY_MAX } from "~/lib/geo";
import { sortKey } from "~/lib/slug";
import { putJson, readJson } from "~/services/kv-json.server";
import { clientAddress } from "~/services/throttle.server";
import type { Env } from "../load-context";
import { isZipQuery, lookupZip, reverseLocation, searchLocation } from "./geo/answers";
import { UpstreamError } from "./geo/upstream";

/** Requests a minute per client: the GEO_LIMITER binding's limit in wrangler.toml. */
export const GEO_RATE_LIMIT = 60;
const GEO_RATE_WINDOW_SECONDS = 60;
/** Near Me asks for 3+ characters before it looks a place up; the API takes 2 so short names like "LA" resolve. */
const SEARCH_QUERY_MIN = 2;
const ANSWER_TTL_SECONDS = 86_400;
/** "Not found" is cached for less time: a re-seeded gazetteer or a new GEOCODER_URL shows up within the hour. */
const NOT_FOUND_TTL_SECONDS = 3_600;
const ttlFor = (value: unknown) => (value === null ? NOT_FOUND_TTL_SECONDS : ANSWER_TTL_SECONDS);

type GeoContext = Context<{ Bindings: Env; Variables: { db: Db } }>;
type Cached<T> = { value: T; hit: boolean };

/** Geocoding answers are not data-stamped: read through KV, kept for their TTL. `null` ("not found") is an answer too. */
async function cachedAnswer<T>(kv: KVNamespace, key: string, find: () => Promise<T>): Promise<Cached<T>> {
  const stored = await readJson<T>(kv, key);
  if (stored !== undefined) return { value: stored, hit: true };
  const value = await find();
  await putJson(kv, key, value, ttlFor(value));
  return { value, hit: false };
}

/** GET /api/geo/zip/:zip, /search?q=, /reverse?lat=&lng=: the embedded gazetteer, cached in KV. */
export const geo = new Hono<{ Bindings: Env; Variables: { db: Db } }>();

geo.use("*", async (c, next) => {
  c.set("db", createDb(c.env.DB));
  // The binding's windows are whole minutes, so a refused client waits at most one.
  const { success } = await c.env.GEO_LIMITER.limit({ key: `geo:${clientAddress(c.req.raw, c.env)}` });
  if (!success) {
    return c.json({ error: "Too many requests" }, 429, { "Retry-After": String(GEO_RATE_WINDOW_SECONDS) });
  }
  await next();
});

function respond<T>(c: GeoContext, cached: Cached<T | null>, notFound: string) {
  c.header("X-Cache", cached.hit ? "HIT" : "MISS");
  if (cached.value === null) return c.json({ error: notFound }, 404);
  c.header("Cache-Control", `public, max-age=${ANSWER_TTL_SECONDS}`);
  return c.json(cached.value as T & object, 200);
}

geo.get("/zip/:zip", async (c) => {
  const zip = c.req.param("zip");
  if (!isZipQuery(zip)) return c.json({ error: "ZIP code must be 5 digits" }, 400);
  const cached = await cachedAnswer(c.env.CACHE, `geo:zip:${zip}`, () => lookupZip(c.var.db, zip));
  return respond(c, cached, "ZIP code not found");
});

geo.get("/search", async (c) => {
  const query = (c.req.query("q") ?? "").trim();
  if (query.length < SEARCH_QUERY_MIN || query.length > PLACE_QUERY_MAX) {
    return c.json({ error: `Query must be ${SEARCH_QUERY_MIN} to ${PLACE_QUERY_MAX} characters` }, 400);
  }
  const upstreamUrl = c.env.GEOCODER_URL?.trim() ?? "";
  // Separate entries with and without the upstream, so switching it on is not masked by cached misses.
  const key = `geo:search:${upstreamUrl ? "u" : "g"}:${sortKey(query).replace(/\s+/g, " ")}`;
  try {
    const cached = await cachedAnswer(c.env.CACHE, key, () => searchLocation(c.var.db, query, upstreamUrl));
    return respond(c, cached, isZipQuery(query) ? "ZIP code not found" : "Location not found");
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    console.warn("geocoder upstream failed:", error.message);
    return c.json({ error: "Failed to find location" }, 502);
  }
});

geo.get("/reverse", async (c) => {
  const point = parseLatLng(c.req.query("lat"), c.req.query("lng"));
  if (!point) return c.json({ error: "lat must be -90..90 and lng -180..180" }, 400);
  // About 100 m of rounding: neighbours share a cache entry and the answer is the same at that scale.
  const lat = Number(point.lat.toFixed(3));
  const lng = Number(point.lng.toFixed(3));
  const cached = await cachedAnswer(c.env.CACHE, `geo:reverse:${lat},${lng}`, () =>
    reverseLocation(c.var.db, lat, lng),
  );
  return respond(c, cached, "Location not found");
});

geo.onError((error, c) => {
  console.error("geo API error:", error);
  return c.json({ error: "Failed to find location" }, 500);
});
