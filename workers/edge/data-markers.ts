// Relative imports: vite.config.ts loads this (through workers/load-context) before the "~" alias exists.
import { createDb } from "../../app/db/client.server";
import { readDataMeta, type DataMeta } from "../../app/models/data-meta.server";
import { putJson } from "../../app/services/kv-json.server";

/** The KV copy of D1's data markers: an edge-cache hit checks its page against it without asking D1. */
const KV_KEY = "data-meta";
/** A lost KV write heals by itself: the copy expires and the next request copies D1's markers again. */
const KV_TTL_SECONDS = 600;
/** How long an isolate trusts the copy it read: the staleness an import may see, on top of KV's propagation. */
const DEFAULT_HOLD_SECONDS = 5;

type MarkerEnv = { DB: D1Database; CACHE: KVNamespace; DATA_META_HOLD_SECONDS?: string };

let held: { meta: DataMeta; until: number } | undefined;

function holdSeconds(env: MarkerEnv): number {
  const seconds = Number(env.DATA_META_HOLD_SECONDS ?? DEFAULT_HOLD_SECONDS);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_HOLD_SECONDS;
}

function hold(env: MarkerEnv, meta: DataMeta): DataMeta {
  held = { meta, until: Date.now() + holdSeconds(env) * 1000 };
  return meta;
}

/** Copies D1's markers to KV after each writer's batch commits, read from the primary, never a lagging replica. */
export async function publishDataMeta(env: MarkerEnv): Promise<DataMeta> {
  const meta = await readDataMeta(createDb(env.DB));
  await putJson(env.CACHE, KV_KEY, meta, KV_TTL_SECONDS);
  return hold(env, meta);
}

function parse(stored: string | null): DataMeta | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<DataMeta>;
    if (typeof value.version !== "number" || !(typeof value.updatedAt === "string" || value.updatedAt === null)) {
      return null;
    }
    return { version: value.version, updatedAt: value.updatedAt };
  } catch {
    return null;
  }
}

/** The markers as last read from KV, held DATA_META_HOLD_SECONDS so a hit asks D1 nothing; a hold of 0 is for tests. */
export async function currentDataMeta(env: MarkerEnv): Promise<DataMeta> {
  if (holdSeconds(env) === 0) return readDataMeta(createDb(env.DB));
  if (held && Date.now() < held.until) return held.meta;
  const stored = parse(await env.CACHE.get(KV_KEY, "text"));
  return stored ? hold(env, stored) : publishDataMeta(env);
}

/** A request's markers: `current()`, the KV copy (read once) hits are checked against, `publish()` after a
 * change. Only the Worker imports this module, so its held copy is what hits read; the app gets it via context. */
export type RequestMarkers = {
  current: () => Promise<DataMeta>;
  publish: () => Promise<DataMeta>;
};

export function requestMarkers(env: MarkerEnv): RequestMarkers {
  let current: Promise<DataMeta> | undefined;
  return {
    current: () => (current ??= currentDataMeta(env)),
    publish: () => publishDataMeta(env),
  };
}
