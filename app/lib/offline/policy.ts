/** What the service worker keeps; pages come from the network while it answers, a kept copy only as the fallback. */

/** The header a kept copy carries: when it was fetched (ISO). The offline banner reads it. */
export const OFFLINE_COPY_HEADER = "X-Offline-Copy";
/** The same as a Server-Timing entry, which a page can read for itself even where the browser thinks it is online. */
export const OFFLINE_COPY_TIMING = "offline-copy";
/** Where the saved list's kept page is filed (whatever query it was asked with). */
export const SAVED_PAGE = "/saved";
/** The page shown offline for anything not kept. */
export const OFFLINE_FALLBACK = "/offline.html";
/** The files every offline visit may need, whatever was saved: kept when the worker installs. */
export const OFFLINE_SHELL = [OFFLINE_FALLBACK, "/favicon.svg", "/manifest.webmanifest", "/icons/icon-192.png"];

export type ToWorker = { type: "keep-offline"; slugs: string[]; assets: string[] };
export type FromWorker = { type: "offline-ready"; storedAt: string; count: number };

type Handling = "network-first" | "cache-first" | "pass";

/** Pages, saved-list data and shell files go network-first with a kept fallback; fingerprinted /assets/* cache-first.
 * Anything else, non-GET or cross-origin is left to the browser. */
export function handlingOf(request: { method: string; url: string; mode: string }, origin: string): Handling {
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== origin) return "pass";
  if (url.pathname.startsWith("/assets/")) return "cache-first";
  return request.mode === "navigate" || keptCopyOf(url) ? "network-first" : "pass";
}

const PROFILE = /^\/restaurants\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The kept copy a request may fall back to: the saved list (any query), its data, a profile, a shell file, or none. */
export function keptCopyOf(url: URL): string | null {
  const path = url.pathname.replace(/(.)\/$/, "$1");
  if (path === SAVED_PAGE || path === `${SAVED_PAGE}.data` || OFFLINE_SHELL.includes(path)) return path;
  return PROFILE.test(path) ? path : null;
}

/** The pages kept for a saved list: the list itself and each saved restaurant's profile. */
export function pagesToKeep(slugs: string[]): string[] {
  return [SAVED_PAGE, ...slugs.filter((slug) => PROFILE.test(`/restaurants/${slug}`)).map((s) => `/restaurants/${s}`)];
}

/** The request the saved page makes for its cards (a Remix fetcher of /saved?slugs=…), to keep its answer. */
export function savedDataUrl(slugs: string[]): string {
  return `${SAVED_PAGE}.data?${new URLSearchParams({ slugs: slugs.join(","), _routes: "routes/saved" })}`;
}

/** Only anonymous, shareable copies: a 200, not private or no-store, setting no cookie (fetched credentialless). */
export function isKeepable(status: number, headers: Headers): boolean {
  const cacheControl = headers.get("Cache-Control") ?? "";
  return status === 200 && !/private|no-store/i.test(cacheControl) && !headers.has("Set-Cookie");
}

/** The fingerprinted files a page loads by itself (scripts, module preloads, styles, icons). */
export function assetUrls(html: string): string[] {
  const found = [...html.matchAll(/\b(?:src|href)="(\/assets\/[^"?#]+)"/g)].map((m) => m[1]);
  return [...new Set(found)];
}
