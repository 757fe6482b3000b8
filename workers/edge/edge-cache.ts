import type { Context } from "hono";
import { DATA_STAMP_HEADER, dataStamp, READS_NO_DATA } from "~/lib/data-stamp";
import { clearSessionCookie, isDevelopment, readSessionToken } from "~/services/session.server";
import type { Env } from "../load-context";
import {
  bodyEtag,
  edgeLifetimeSeconds,
  etagMatches,
  isCacheableRequest,
  isStorableResponse,
  normalizePageUrl,
  PAGE_CACHE_CONTROL,
  pageCacheKey,
  readUpTo,
} from "./cache-policy";
import { hasSessionCookie, withoutSessionCookie } from "./cookies";
import { requestMarkers, type RequestMarkers } from "./data-markers";
import type { D1Variables } from "./d1-session";
import { heldPages, type HeldPage } from "./held-pages";
import { inlineScriptHashes } from "./script-hashes";
import type { SecurityVariables } from "./security-headers";

type EdgeContext = Context<{ Bindings: Env; Variables: SecurityVariables & D1Variables }>;

/** Tells tests and operators what happened: HIT, MISS (rendered and stored) or BYPASS (never shared). */
const EDGE_CACHE_HEADER = "X-Edge-Cache";
/** The hashes of the stored page's inline scripts, which a hit's policy allows instead of a nonce. Never sent out. */
const STORED_SCRIPTS_HEADER = "X-Edge-Scripts";
/** When the copy was stored (epoch ms), so a copy held in memory expires with the Cache API's. Never sent out. */
const STORED_AT_HEADER = "X-Edge-Stored";
const MAX_STORED_BYTES = 5 * 1024 * 1024;
/** This isolate's copies in memory: some 170 pages the size of `/`, well inside a Worker's 128 MB. */
const held = heldPages(16 * 1024 * 1024);
/** Larger copies (a big sitemap) stream from the Cache API instead: copying them out of memory per hit is slower. */
const MAX_HELD_PAGE_BYTES = 256 * 1024;

/** Public pages for anonymous GETs; a copy counts only if its stamp matches KV's markers (docs/caching.md). */
export async function withEdgeCache(
  c: EdgeContext,
  buildVersion: string,
  render: (request: Request, markers: RequestMarkers) => Promise<Response>,
): Promise<Response> {
  const markers = requestMarkers(c.env);
  // A session cookie that does not verify signs no one in: the visitor gets the shared anonymous page and the cookie is
  // cleared. Verified only where a page could be shared; elsewhere the app reads the cookie itself.
  const raw = c.req.raw;
  const shareable = isCacheableRequest(raw, false);
  const unreadable = shareable && hasSessionCookie(raw) && (await readSessionToken(raw, c.env)) === null;
  const request = unreadable ? withoutSessionCookie(raw) : raw;
  if (!isCacheableRequest(request, hasSessionCookie(request))) return marked(await render(raw, markers), "BYPASS");
  const response = await cachedPage(c, request, buildVersion, markers, render);
  if (unreadable) response.headers.append("Set-Cookie", await clearSessionCookie(request, c.env));
  return response;
}

async function cachedPage(
  c: EdgeContext,
  request: Request,
  buildVersion: string,
  markers: RequestMarkers,
  render: (request: Request, markers: RequestMarkers) => Promise<Response>,
): Promise<Response> {
  // Normalized once: the key, and on a miss the URL the page is rendered for.
  const pageUrl = normalizePageUrl(request.url, isDevelopment(c.env));
  const key = pageCacheKey(pageUrl, buildVersion);
  // The DOM lib's CacheStorage type lacks Workers' `default` cache.
  const cache = (caches as unknown as { default: Cache }).default;
  const markersNow = markers.current();
  const inMemory = held.get(key.url);
  if (inMemory && inMemory.stamp === dataStamp(await markersNow)) {
    return fromCache(c, inMemory.headers, inMemory.bytes, request);
  }
  const [cached, current] = await Promise.all([cache.match(key), markersNow]);
  if (cached) {
    const stamp = cached.headers.get(DATA_STAMP_HEADER);
    if (stamp === dataStamp(current)) {
      // A copy too large to hold, or of unknown length, streams as before.
      if (!(Number(cached.headers.get("Content-Length")) <= MAX_HELD_PAGE_BYTES)) {
        return fromCache(c, cached.headers, cached.body, request);
      }
      const page = { bytes: new Uint8Array(await cached.arrayBuffer()), headers: cached.headers, stamp };
      hold(key, page);
      return fromCache(c, page.headers, page.bytes, request);
    }
    await cached.body?.cancel();
  }

  const response = await render(pageUrl.href === request.url ? request : new Request(pageUrl, request), markers);
  if (request.method !== "GET" || !response.body || !isStorableResponse(response)) return marked(response, "BYPASS");
  // Stored only under the stamp its loader answered with (read-page.server.ts).
  const said = response.headers.get(DATA_STAMP_HEADER);
  if (!said) {
    console.warn("edge cache: a public page without a data stamp is not stored", pageUrl.pathname);
    return marked(response, "BYPASS");
  }
  const stamp = said === READS_NO_DATA ? dataStamp(current) : said;
  const headers = new Headers(response.headers);
  headers.set(DATA_STAMP_HEADER, stamp);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", PAGE_CACHE_CONTROL);
  // The page is read whole, sent, and then stored from the same bytes; once a page's loaders are
  // done React renders it in one go, so little is sent any later. A page too large to store streams.
  const body = await readUpTo(response.body, MAX_STORED_BYTES);
  if (body instanceof ReadableStream) return marked(new Response(body, response), "BYPASS");
  // A page from other markers (an import in between, a replica behind KV) is sent but not stored: its label would lie.
  if (stamp === dataStamp(current)) c.executionCtx.waitUntil(nextTask().then(() => store(cache, key, body, headers)));
  const sent = new Headers(headers);
  sent.set(EDGE_CACHE_HEADER, "MISS");
  return new Response(body, { status: response.status, headers: sent });
}

function marked(response: Response, state: string): Response {
  const copy = new Response(response.body, response);
  copy.headers.set(EDGE_CACHE_HEADER, state);
  return copy;
}

/** Resolves after the runtime's next turn, so the store's synchronous work runs after the page is written out. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function store(cache: Cache, key: Request, bytes: Uint8Array<ArrayBuffer>, headers: Headers) {
  try {
    const stored = new Headers(headers);
    stored.set("ETag", await bodyEtag(bytes));
    const html = headers.get("Content-Type")?.startsWith("text/html");
    const hashes = html ? await inlineScriptHashes(new TextDecoder().decode(bytes)) : [];
    stored.set(STORED_SCRIPTS_HEADER, hashes.join(" "));
    stored.set(STORED_AT_HEADER, String(Date.now()));
    hold(key, { bytes, headers: stored, stamp: headers.get(DATA_STAMP_HEADER)! });
    await cache.put(key, new Response(bytes, { status: 200, headers: stored }));
  } catch (error) {
    // Losing a cache write only costs a later render.
    console.warn("edge cache: could not store", key.url, error);
  }
}

/** Held until the Cache API's copy would expire: its stored time plus the lifetime its Cache-Control gives. */
function hold(key: Request, page: HeldPage) {
  const storedAt = Number(page.headers.get(STORED_AT_HEADER));
  const lifetime = edgeLifetimeSeconds(page.headers.get("Cache-Control"));
  if (page.bytes.byteLength > MAX_HELD_PAGE_BYTES) return;
  if (storedAt > 0 && lifetime > 0) held.hold(key.url, page, storedAt + lifetime * 1000);
}

function fromCache(c: EdgeContext, stored: Headers, body: BodyInit | null, request: Request): Response {
  const headers = new Headers(stored);
  const scripts = headers.get(STORED_SCRIPTS_HEADER);
  c.set("cspScriptHashes", scripts ? scripts.split(" ") : []);
  for (const name of [STORED_SCRIPTS_HEADER, STORED_AT_HEADER]) headers.delete(name);
  headers.set(EDGE_CACHE_HEADER, "HIT");
  const etag = headers.get("ETag");
  if (etag && etagMatches(request.headers.get("If-None-Match"), etag)) {
    const kept = new Headers();
    for (const name of ["ETag", "Cache-Control", "Vary", EDGE_CACHE_HEADER])
      if (headers.has(name)) kept.set(name, headers.get(name)!);
    return new Response(null, { status: 304, headers: kept });
  }
  if (request.method === "HEAD") return new Response(null, { status: 200, headers });
  return new Response(body, { status: 200, headers });
}
