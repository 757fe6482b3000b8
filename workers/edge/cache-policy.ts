import { isPageParam } from "~/lib/page-params";

/** Shared-cache policy for anonymous pages: browsers keep a minute, the edge five, stale served while refreshing. */
export const PAGE_CACHE_CONTROL = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";

/** Paths whose answers are personal or operational: never looked up or stored in the shared cache. */
const UNCACHED_PATH = /^\/(admin|auth|dev|resources|api|sign-out|__manifest)(\/|$)|\.data$/;
const STORED_TYPE = /^(text\/html|application\/xml|application\/atom\+xml|text\/plain)\b/i;

/** Only parameters pages read, sorted, so junk can't fill the cache; the path stays, as Remix compares it. */
export function normalizePageUrl(url: string, development = false): URL {
  const normalized = new URL(url);
  const kept = [...normalized.searchParams]
    .filter(([key]) => isPageParam(key) || (development && key === "nocache"))
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  normalized.search = new URLSearchParams(kept).toString();
  normalized.hash = "";
  return normalized;
}

/** Keyed by normalized URL and build; the data version is stored beside it (edge-cache.ts), so lookups don't wait. */
export function pageCacheKey(pageUrl: URL, buildVersion: string): Request {
  const key = new URL(pageUrl);
  key.searchParams.append("__edge", buildVersion);
  return new Request(key.toString(), { method: "GET" });
}

export function isCacheableRequest(request: Request, signedIn: boolean): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (signedIn || request.headers.has("Authorization")) return false;
  return !UNCACHED_PATH.test(new URL(request.url).pathname);
}

/** Only a complete, public, cookie-free answer of a page-like type may be shared. */
export function isStorableResponse(response: Response): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    !/private|no-store|no-cache/i.test(cacheControl) &&
    STORED_TYPE.test(response.headers.get("Content-Type") ?? "")
  );
}

/** How long the edge keeps a copy, in seconds, by its Cache-Control: `s-maxage`, else `max-age`, else 0. */
export function edgeLifetimeSeconds(cacheControl: string | null): number {
  const directive = (name: string) => cacheControl?.match(new RegExp(`(?:^|[,\\s])${name}=(\\d+)`, "i"))?.[1];
  return Number(directive("s-maxage") ?? directive("max-age") ?? 0);
}

/** If-None-Match against our (weak) ETag: "*", a list, and W/ prefixes all handled. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

export async function bodyEtag(body: ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  return `W/"${[...digest.slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("")}"`;
}

/** The whole body when at most `limit` bytes; otherwise a stream replaying what was read, then the rest. */
export async function readUpTo(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
    size += read.value.byteLength;
    if (size > limit) return replayed(chunks, reader);
  }
  const bytes = new Uint8Array(size);
  chunks.reduce((offset, chunk) => (bytes.set(chunk, offset), offset + chunk.byteLength), 0);
  return bytes;
}

function replayed(chunks: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
    },
    async pull(controller) {
      const read = await reader.read();
      if (read.done) controller.close();
      else controller.enqueue(read.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
