import type { AppLoadContext } from "@remix-run/cloudflare";
import type { DataMeta } from "~/models/data-meta.server";
import { dataStamp } from "./data-stamp.server";

/** KV refuses an expirationTtl under 60 seconds. */
const KV_MIN_TTL_SECONDS = 60;

export type Cached<T> = { value: T; hit: boolean };

/** The JSON stored under `key`, or undefined when there is none. */
async function readJson<T>(kv: KVNamespace, key: string): Promise<T | undefined> {
  // Read as text: get(key, "json") cannot tell a missing key from a stored null.
  const stored = await kv.get(key, "text");
  return stored === null ? undefined : (JSON.parse(stored) as T);
}

/**
 * Read-through JSON cache: a hit returns the stored value without calling `compute`; a miss computes,
 * stores and returns. `null` is a cacheable answer (a known "not found"); a throw is never cached.
 * `ttlSeconds` may depend on the value, e.g. a shorter life for "not found".
 */
export async function cachedJson<T>(
  kv: KVNamespace,
  key: string,
  ttlSeconds: number | ((value: T) => number),
  compute: () => Promise<T>,
): Promise<Cached<T>> {
  const stored = await readJson<T>(kv, key);
  if (stored !== undefined) return { value: stored, hit: true };
  const value = await compute();
  await putJson(kv, key, value, typeof ttlSeconds === "function" ? ttlSeconds(value) : ttlSeconds);
  return { value, hit: false };
}

async function putJson(kv: KVNamespace, key: string, value: unknown, ttlSeconds: number): Promise<void> {
  try {
    await kv.put(key, JSON.stringify(value), { expirationTtl: Math.max(KV_MIN_TTL_SECONDS, Math.ceil(ttlSeconds)) });
  } catch (error) {
    // KV allows one write per key per second; losing a cache write only costs a later recompute.
    console.warn(`kv-cache: could not store ${key}`, error);
  }
}

/** The newest value of each key family held in this isolate's memory (see cachedImmutableJson). */
const held = new Map<string, { version: string; value: unknown }>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * cachedJson for a value that never changes under its key, because the key names the data version
 * it was computed from (`${family}:${version}`: an import is a new key). The isolate also keeps the
 * last value of each `family` in memory, so a warm isolate answers without a KV read; one value per
 * family bounds the memory. The value is shared between requests, so it is frozen: callers read it,
 * never change it. A request wanting a key another request of this isolate is already reading or
 * computing waits for that one's value (neighbourComputing).
 */
export async function cachedImmutableJson<T>(
  kv: KVNamespace,
  family: string,
  version: string,
  ttlSeconds: number,
  compute: () => Promise<T>,
): Promise<T> {
  const key = `${family}:${version}`;
  // Checked and marked with no await in between, so of requests arriving together one computes.
  for (;;) {
    const last = held.get(family);
    if (last?.version === version) return last.value as T;
    if (!neighbourComputing(key)) break;
    await new Promise((resolve) => setTimeout(resolve, NEIGHBOUR_POLL_MS));
  }
  const started = Date.now();
  computing.set(key, started);
  try {
    const { value } = await cachedJson(kv, key, ttlSeconds, compute);
    held.set(family, { version, value: deepFreeze(value) });
    return value;
  } finally {
    if (computing.get(key) === started) computing.delete(key);
  }
}

/**
 * The keys this isolate's requests are reading or computing now, and since when. Right after an import
 * every request finds a new key: without this, each concurrent one ran the same GROUP BYs over the
 * whole table, and D1 answered them one after another (pages waited seconds at 100,000 places).
 */
const computing = new Map<string, number>();
/** How long a request waits for another one's computation. A request cancelled mid-way never clears its mark. */
const NEIGHBOUR_WAIT_MS = 3_000;
const NEIGHBOUR_POLL_MS = 10;

/**
 * Whether another request of this isolate is computing `key`: then this one waits for the value it
 * holds, polling on its own timer. A Worker must not await a promise another request created (its
 * continuations are cancelled when that request ends). One that failed clears its mark, and one
 * that takes too long is no longer waited for: the waiter computes it itself.
 */
function neighbourComputing(key: string): boolean {
  const since = computing.get(key);
  return since !== undefined && Date.now() - since <= NEIGHBOUR_WAIT_MS;
}

/** How long KV keeps a value computed from the data (a new stamp is a new key anyway). */
const DATA_TTL_SECONDS = 3600;

/** The KV key of a value computed from the data these markers name. */
const dataKey = (family: string, meta: DataMeta) => `${family}:${dataStamp(meta)}`;

/**
 * The one way to cache what changes only with the data (facets, category counts, badge links, map
 * points): keyed `${family}:${stamp}` on the markers the page read its data with (readPage), so an
 * import is a new key at once and nothing computed after them is stored under an older stamp. Small
 * values are also held in the isolate's memory (cachedImmutableJson); large or many-keyed ones
 * (`inMemory: false`) live in KV only. A value read before any D1 call (a sitemap) goes through
 * cachedForHeldData, under the same keys.
 */
export async function cachedForData<T>(
  context: Pick<AppLoadContext, "cloudflare">,
  meta: DataMeta,
  family: string,
  compute: () => Promise<T>,
  { inMemory = true } = {},
): Promise<T> {
  const kv = context.cloudflare.env.CACHE;
  if (inMemory) return cachedImmutableJson(kv, family, dataStamp(meta), DATA_TTL_SECONDS, compute);
  return (await cachedJson(kv, dataKey(family, meta), DATA_TTL_SECONDS, compute)).value;
}

/**
 * cachedForData (`inMemory: false`) for a value that may be stored under the markers this isolate holds
 * (`held`, from KV): that read asks D1 nothing, so a far POP answers from KV. Only when it finds nothing
 * does `readMarkers` ask D1 which data version to read or build; when D1 names the held one, KV is not
 * asked again.
 */
export async function cachedForHeldData<T>(
  context: Pick<AppLoadContext, "cloudflare">,
  held: DataMeta,
  family: string,
  readMarkers: () => Promise<DataMeta>,
  compute: (meta: DataMeta) => Promise<T>,
): Promise<T> {
  const kv = context.cloudflare.env.CACHE;
  const heldKey = dataKey(family, held);
  const stored = await readJson<T>(kv, heldKey);
  if (stored !== undefined) return stored;
  const meta = await readMarkers();
  const key = dataKey(family, meta);
  const found = key === heldKey ? undefined : await readJson<T>(kv, key);
  if (found !== undefined) return found;
  const value = await compute(meta);
  await putJson(kv, key, value, DATA_TTL_SECONDS);
  return value;
}
