import type { AppLoadContext } from "@remix-run/cloudflare";
import { dataStamp } from "~/lib/data-stamp";
import type { DataMeta } from "~/models/data-meta.server";
import { putJson, readJson } from "./kv-json.server";

/** How long KV keeps a value computed from the data (a new stamp is a new key anyway). */
const KV_TTL_SECONDS = 3600;
/** How long a request waits for another one's computation. A request cancelled mid-way never clears its mark. */
const NEIGHBOUR_WAIT_MS = 3_000;
/** Waiters poll on their own timer: a Worker must not await another request's promise. */
const NEIGHBOUR_POLL_MS = 10;

/** The last value of each family this isolate read or computed, shared between requests (so frozen). */
const held = new Map<string, { stamp: string; value: unknown }>();
/** The keys this isolate's requests are reading or computing now, and since when. */
const computing = new Map<string, number>();

/** The markers to key on, or for a value a far POP should answer from KV alone (a sitemap): the held ones first. */
type Markers = DataMeta | { held: DataMeta; read: () => Promise<DataMeta> };

/** The one cache of data-derived values, keyed by `${family}:${stamp}` so nothing is purged (docs/caching.md). */
export async function cachedForData<T>(
  context: Pick<AppLoadContext, "cloudflare">,
  family: string,
  markers: Markers,
  compute: (meta: DataMeta) => Promise<T>,
  { memory = true } = {},
): Promise<{ value: T; meta: DataMeta }> {
  const kv = context.cloudflare.env.CACHE;
  if (!("held" in markers)) return { value: await through(kv, family, markers, compute, memory), meta: markers };
  const stored = await readJson<T>(kv, `${family}:${dataStamp(markers.held)}`);
  if (stored !== undefined) return { value: stored, meta: markers.held };
  const meta = await markers.read();
  const asked = dataStamp(meta) === dataStamp(markers.held);
  return { value: await through(kv, family, meta, compute, memory, asked), meta };
}

async function through<T>(
  kv: KVNamespace,
  family: string,
  meta: DataMeta,
  compute: (meta: DataMeta) => Promise<T>,
  memory: boolean,
  kvAsked = false,
): Promise<T> {
  const stamp = dataStamp(meta);
  const key = `${family}:${stamp}`;
  // Checked and marked with no await in between, so of requests arriving together one computes.
  for (;;) {
    const last = memory ? held.get(family) : undefined;
    if (last?.stamp === stamp) return last.value as T;
    const since = computing.get(key);
    if (since === undefined || Date.now() - since > NEIGHBOUR_WAIT_MS) break;
    await new Promise((resolve) => setTimeout(resolve, NEIGHBOUR_POLL_MS));
  }
  const started = Date.now();
  computing.set(key, started);
  try {
    let value = kvAsked ? undefined : await readJson<T>(kv, key);
    if (value === undefined) {
      value = await compute(meta);
      await putJson(kv, key, value, KV_TTL_SECONDS);
    }
    if (memory) held.set(family, { stamp, value: deepFreeze(value) });
    return value;
  } finally {
    if (computing.get(key) === started) computing.delete(key);
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
