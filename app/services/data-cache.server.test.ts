import { afterEach, describe, expect, it, vi } from "vitest";
import { cachedForData } from "./data-cache.server";

/** A KV namespace in a Map, counting reads. */
function memoryKv() {
  const store = new Map<string, string>();
  const kv = {
    reads: 0,
    async get(key: string) {
      kv.reads++;
      return store.get(key) ?? null;
    },
    async put(key: string, value: string) {
      store.set(key, value);
    },
  };
  return kv;
}

/** The data cache's value for `family` under data version `version`. */
const cached = <T>(kv: ReturnType<typeof memoryKv>, family: string, version: number, compute: () => Promise<T>) =>
  cachedForData({ cloudflare: { env: { CACHE: kv } } } as never, family, { version, updatedAt: null }, compute).then(
    (found) => found.value,
  );

describe("cachedForData", () => {
  it("a warm isolate answers the same key from memory: no KV read, no recompute", async () => {
    const kv = memoryKv();
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    const first = await cached(kv, "test-a", 1, compute);
    const second = await cached(kv, "test-a", 1, compute);
    expect(first).toEqual({ n: 1 });
    expect(second).toBe(first);
    expect({ reads: kv.reads, computed }).toEqual({ reads: 1, computed: 1 });
  });

  it("a new key (new data) is read from KV or computed; only the last key of a family is held", async () => {
    const kv = memoryKv();
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    await cached(kv, "test-b", 1, compute);
    expect(await cached(kv, "test-b", 2, compute)).toEqual({ n: 2 });
    // v1 is no longer in memory, but still in KV: read, not recomputed.
    expect(await cached(kv, "test-b", 1, compute)).toEqual({ n: 1 });
    expect({ reads: kv.reads, computed }).toEqual({ reads: 3, computed: 2 });
  });

  it("the shared value is frozen all the way down, so no request can change it for the next", async () => {
    const kv = memoryKv();
    const value = await cached(kv, "test-c", 1, async () => ({
      list: [{ name: "Italian" }],
    }));
    expect(() => value.list.push({ name: "Thai" })).toThrow(TypeError);
    expect(() => {
      value.list[0].name = "Thai";
    }).toThrow(TypeError);
  });

  it("a failed computation is neither held nor stored: the next call tries again", async () => {
    const kv = memoryKv();
    const failing = async (): Promise<number> => {
      throw new Error("D1 down");
    };
    await expect(cached(kv, "test-d", 1, failing)).rejects.toThrow("D1 down");
    expect(await cached(kv, "test-d", 1, async () => 7)).toBe(7);
  });

  describe("requests that find a new key at the same time", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    const later = <T>(ms: number, value: () => T) =>
      new Promise<T>((resolve, reject) =>
        setTimeout(() => {
          try {
            resolve(value());
          } catch (error) {
            reject(error as Error);
          }
        }, ms),
      );

    it("read KV and compute once; the others take the held value", async () => {
      const kv = memoryKv();
      let computed = 0;
      const compute = () => later(30, () => ({ n: ++computed }));
      const values = await Promise.all(Array.from({ length: 5 }, () => cached(kv, "test-e", 1, compute)));
      expect(new Set(values).size).toBe(1);
      expect({ reads: kv.reads, computed }).toEqual({ reads: 1, computed: 1 });
    });

    it("when the first fails, a waiting request computes it itself", async () => {
      const kv = memoryKv();
      const failing = () =>
        later<number>(20, () => {
          throw new Error("D1 down");
        });
      const first = cached(kv, "test-f", 1, failing);
      const second = cached(kv, "test-f", 1, async () => 7);
      await expect(first).rejects.toThrow("D1 down");
      expect(await second).toBe(7);
    });

    it("a computation that never ends holds the others up for 3 seconds at most", async () => {
      vi.useFakeTimers();
      const kv = memoryKv();
      void cached(kv, "test-g", 1, () => new Promise<number>(() => {}));
      let answered: number | undefined;
      void cached(kv, "test-g", 1, async () => 8).then((n) => (answered = n));
      await vi.advanceTimersByTimeAsync(2_900);
      expect(answered).toBeUndefined();
      await vi.advanceTimersByTimeAsync(200);
      expect(answered).toBe(8);
    });
  });
});
