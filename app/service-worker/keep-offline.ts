import {
  assetUrls,
  isKeepable,
  OFFLINE_COPY_HEADER,
  OFFLINE_COPY_TIMING,
  pagesToKeep,
  savedDataUrl,
  type FromWorker,
} from "~/lib/offline/policy";
import { scope } from "./scope";

/** What was kept last, filed in the cache too, so a new version of the worker can keep the same again. */
const KEPT_LIST = "/__offline/kept.json";
type Kept = { slugs: string[]; storedAt: string };
/** A list kept this recently is not fetched again on every page: pages mostly just ask. */
const FRESH_MS = 10 * 60 * 1000;

/** Fetched as anyone sees it (no cookies), filed with its time; an unkeepable copy is skipped, the old one stays. */
async function keepCopy(cache: Cache, url: string, storedAt: string): Promise<string | null> {
  // Revalidated, not taken from the browser's HTTP cache: the copy is as current as the site.
  const response = await fetch(url, { credentials: "omit", cache: "no-cache" });
  if (!isKeepable(response.status, response.headers)) {
    await response.body?.cancel();
    return null;
  }
  const body = await response.text();
  const headers = new Headers(response.headers);
  headers.set(OFFLINE_COPY_HEADER, storedAt);
  headers.append("Server-Timing", `${OFFLINE_COPY_TIMING};desc="${storedAt}"`);
  // A new response: one that went through a redirect may not answer a navigation.
  await cache.put(url.split("?")[0], new Response(body, { status: 200, headers }));
  return body;
}

async function readKept(cache: Cache): Promise<Kept | null> {
  return ((await (await cache.match(KEPT_LIST))?.json()) as Kept | undefined) ?? null;
}

/** Runs `work` over `items`, `limit` at a time: a long saved list is fetched a few pages at a time. */
async function inTurns<T>(items: T[], limit: number, work: (item: T) => Promise<unknown>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/** Keeps /saved, its cards' data and each saved profile with the scripts they load (`assets` too, lazy parts among
 * them), drops profiles no longer saved, then tells the pages when the copies were made. */
export async function keepOffline(cacheName: string, slugs: string[], assets: string[] = []): Promise<void> {
  const cache = await caches.open(cacheName);
  const kept = await readKept(cache);
  const wanted = new Set(assets.filter((asset) => asset.startsWith("/assets/")));
  let storedAt = kept?.storedAt ?? "";
  if (kept?.slugs.join(",") !== slugs.join(",") || Date.now() - Date.parse(storedAt) > FRESH_MS) {
    storedAt = new Date().toISOString();
    const pages = pagesToKeep(slugs);
    await inTurns(pages, 3, async (page) => {
      const html = await keepCopy(cache, page, storedAt).catch(() => null);
      for (const asset of html ? assetUrls(html) : []) wanted.add(asset);
    });
    await keepCopy(cache, savedDataUrl(slugs), storedAt).catch(() => null);
    for (const request of await cache.keys()) {
      const path = new URL(request.url).pathname;
      if (path.startsWith("/restaurants/") && !pages.includes(path)) await cache.delete(request);
    }
    await cache.put(KEPT_LIST, Response.json({ slugs, storedAt } satisfies Kept));
  }
  await inTurns([...wanted], 3, async (asset) => (await cache.match(asset)) ?? cache.add(asset).catch(() => null));
  const ready: FromWorker = { type: "offline-ready", storedAt, count: slugs.length };
  for (const client of await scope.clients.matchAll({ includeUncontrolled: true, type: "window" }))
    client.postMessage(ready);
}

/** The list the newest older cache kept, for a new version to keep again; null when there is none. */
export async function keptBefore(names: string[]): Promise<string[] | null> {
  for (const name of [...names].reverse()) {
    const kept = await readKept(await caches.open(name));
    if (kept) return kept.slugs;
  }
  return null;
}
