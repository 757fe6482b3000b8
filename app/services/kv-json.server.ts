/** KV refuses an expirationTtl under 60 seconds. */
const KV_MIN_TTL_SECONDS = 60;

export async function readJson<T>(kv: KVNamespace, key: string): Promise<T | undefined> {
  // Read as text: get(key, "json") cannot tell a missing key from a stored null.
  const stored = await kv.get(key, "text");
  return stored === null ? undefined : (JSON.parse(stored) as T);
}

export async function putJson(kv: KVNamespace, key: string, value: unknown, ttlSeconds: number): Promise<void> {
  try {
    await kv.put(key, JSON.stringify(value), { expirationTtl: Math.max(KV_MIN_TTL_SECONDS, Math.ceil(ttlSeconds)) });
  } catch (error) {
    // KV allows one write per key per second; losing a cache write only costs a later recompute.
    console.warn(`kv: could not store ${key}`, error);
  }
}
