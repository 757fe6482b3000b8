import {
  handlingOf,
  keptCopyOf,
  OFFLINE_FALLBACK,
  OFFLINE_SHELL,
  SAVED_PAGE,
  type ToWorker,
} from "~/lib/offline/policy";
import { keepOffline, keptBefore } from "./keep-offline";
import { scope, type FetchEvent } from "./scope";

/** Built to /sw.js by scripts/vite/service-worker.ts, versioned by build. Keeps the saved list, its profiles and the
 * app's scripts for offline use, answering from them only when the network does not. */
declare const SERVICE_WORKER_VERSION: string;
const PREFIX = "la-eats-offline-";
const CACHE = `${PREFIX}${SERVICE_WORKER_VERSION}`;

/** Fetched fresh: /offline.html redirects to /offline, and a redirected response cannot answer a navigation. */
async function keepShell() {
  const cache = await caches.open(CACHE);
  for (const path of OFFLINE_SHELL) {
    const response = await fetch(path, { cache: "no-cache" });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    await cache.put(path, new Response(await response.blob(), { status: 200, headers: response.headers }));
  }
}

scope.addEventListener("install", (event) => {
  event.waitUntil(keepShell().then(() => scope.skipWaiting()));
});

/** A new version keeps what the last one kept, then clears the old caches (only once it has, so nothing is lost offline). */
scope.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const older = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== CACHE);
      const slugs = await keptBefore(older);
      if (slugs) await keepOffline(CACHE, slugs).catch(() => null);
      if (!slugs || (await caches.open(CACHE).then((cache) => cache.match(SAVED_PAGE)))) {
        await Promise.all(older.map((name) => caches.delete(name)));
      }
      await scope.clients.claim();
    })(),
  );
});

/** Network first: a kept copy only when the network fails, so an online visitor never sees an old page. */
async function networkFirst(request: Request, fallback: string | null): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = fallback ? await caches.match(fallback) : undefined;
    if (kept) return kept;
    if (request.mode === "navigate") return (await caches.match(OFFLINE_FALLBACK)) ?? Response.error();
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

scope.addEventListener("fetch", (event: FetchEvent) => {
  const { request } = event;
  const handling = handlingOf(request, scope.location.origin);
  if (handling === "cache-first") event.respondWith(cacheFirst(request));
  else if (handling === "network-first") event.respondWith(networkFirst(request, keptCopyOf(new URL(request.url))));
});

/** Pages send the saved list each time it changes (and on load); only the latest waiting one is kept. */
let waiting: ToWorker | null = null;
let running: Promise<void> = Promise.resolve();

scope.addEventListener("message", (event) => {
  const message = event.data as ToWorker | null;
  if (message?.type !== "keep-offline" || !Array.isArray(message.slugs)) return;
  waiting = message;
  running = running.then(async () => {
    const next = waiting;
    waiting = null;
    if (next) await keepOffline(CACHE, next.slugs, next.assets).catch((error) => console.warn("keep offline", error));
  });
  event.waitUntil(running);
});
