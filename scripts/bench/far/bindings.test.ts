import { describe, expect, it } from "vitest";
import { FAR_ROUND_TRIP_PATH, farWorker, NEAR_BINDINGS_HEADER, type FarDelays } from "./bindings";

const DELAYS: FarDelays = { d1: 80, kvMiss: 40, kvHit: 2 };

/** A fake D1 that logs each call, and a sleep that logs each wait instead of waiting. */
function fakes() {
  const log: string[] = [];
  const sleep = async (ms: number) => void log.push(`wait ${ms}`);
  const statement = (query: string, bound: unknown[] = []) => ({
    query,
    bound,
    bind: (...values: unknown[]) => statement(query, values),
    all: async () => (log.push(`all ${query} [${bound}]`), { results: [] }),
    first: async (column?: string) => (log.push(`first ${query} ${column ?? ""}`.trim()), null),
    run: async () => (log.push(`run ${query}`), { success: true }),
    raw: async () => {
      log.push(`raw ${query}`);
      throw new Error("no such table");
    },
  });
  type Statement = ReturnType<typeof statement>;
  const queries = {
    prepare: (query: string) => statement(query),
    batch: async (statements: Statement[]) => (log.push(`batch ${statements.map((s) => s.query)}`), []),
  };
  const db = {
    ...queries,
    exec: async () => ({ count: 0 }),
    dump: async () => new ArrayBuffer(0),
    withSession: (constraint: string) => ({ ...queries, getBookmark: () => `bookmark after ${constraint}` }),
  };
  const stored = new Map<string, string>([["present", "value"]]);
  const kv = {
    get: async (key: string | string[]) => {
      log.push(`get ${key}`);
      return Array.isArray(key) ? new Map(key.map((k) => [k, stored.get(k) ?? null])) : (stored.get(key) ?? null);
    },
    getWithMetadata: async (key: string) => (log.push(`meta ${key}`), { value: stored.get(key) ?? null }),
    put: async (key: string) => void log.push(`put ${key}`),
    delete: async (key: string) => void log.push(`delete ${key}`),
    list: async () => (log.push("list"), { keys: [] }),
  };
  return { log, sleep, env: { DB: db, CACHE: kv, NAME: "bench", ASSETS: { fetch: () => null } } };
}

type FarEnv = { DB: D1Database; CACHE: KVNamespace; NAME: string; ASSETS: unknown };

/** The env a far Worker's fetch handler is given. */
async function farEnvOf(env: object, sleep: (ms: number) => Promise<void>): Promise<FarEnv> {
  let seen: unknown;
  const worker = farWorker({ fetch: (_request: unknown, far: unknown) => (seen = far) }, DELAYS, sleep);
  await (worker.fetch as (...args: unknown[]) => unknown)(new Request("http://bench/"), env, null);
  return seen as FarEnv;
}

describe("farWorker", () => {
  it("waits one D1 round trip after each query's answer, whatever the statement was bound to", async () => {
    const { log, sleep, env } = fakes();
    const far = await farEnvOf(env, sleep);
    await far.DB.prepare("select 1").bind(7).all();
    await far.DB.prepare("select 2").first("n");
    expect(log).toEqual(["all select 1 [7]", "wait 80", "first select 2 n", "wait 80"]);
  });

  it("sends a batch as one round trip, with the statements the database made", async () => {
    const { log, sleep, env } = fakes();
    const far = await farEnvOf(env, sleep);
    await far.DB.batch([far.DB.prepare("a"), far.DB.prepare("b").bind(1)]);
    expect(log).toEqual(["batch a,b", "wait 80"]);
  });

  it("delays a session's queries too, and passes its bookmark through", async () => {
    const { log, sleep, env } = fakes();
    const session = (await farEnvOf(env, sleep)).DB.withSession("first-unconstrained");
    await session.prepare("select 3").run();
    expect(log).toEqual(["run select 3", "wait 80"]);
    expect(session.getBookmark()).toBe("bookmark after first-unconstrained");
  });

  it("gives an error back after the round trip, as the far database would", async () => {
    const { log, sleep, env } = fakes();
    const far = await farEnvOf(env, sleep);
    await expect(far.DB.prepare("select 4").raw()).rejects.toThrow("no such table");
    expect(log).toEqual(["raw select 4", "wait 80"]);
  });

  it("waits a KV hit when a read finds its value, a miss when it does not (in bulk, when any key is missing)", async () => {
    const { log, sleep, env } = fakes();
    const far = await farEnvOf(env, sleep);
    expect(await far.CACHE.get("present", "text")).toBe("value");
    expect(await far.CACHE.get("absent")).toBeNull();
    await far.CACHE.getWithMetadata("present");
    await far.CACHE.get(["present", "absent"]);
    expect(log.filter((line) => line.startsWith("wait"))).toEqual(["wait 2", "wait 40", "wait 2", "wait 40"]);
  });

  it("sends KV writes, deletes and lists to the central store", async () => {
    const { log, sleep, env } = fakes();
    const far = await farEnvOf(env, sleep);
    await far.CACHE.put("k", "v");
    await far.CACHE.delete("k");
    await far.CACHE.list();
    expect(log).toEqual(["put k", "wait 40", "delete k", "wait 40", "list", "wait 40"]);
  });

  it("answers its round-trip path with hello-world after one D1 delay", async () => {
    const { log, sleep, env } = fakes();
    const worker = farWorker(
      { fetch: (request: Request) => (log.push(`fetch ${request.url}`), "hello") },
      DELAYS,
      sleep,
    );
    const fetch = worker.fetch as (...args: unknown[]) => Promise<unknown>;
    expect(await fetch(new Request(`http://bench${FAR_ROUND_TRIP_PATH}`), env, null)).toBe("hello");
    expect(log).toEqual([`wait ${DELAYS.d1}`, "fetch http://bench/api/health"]);
  });

  it("gives a request with the near header the Worker's own bindings, and the next one far ones again", async () => {
    const { log, sleep, env } = fakes();
    const seen: unknown[] = [];
    const worker = farWorker({ fetch: (_request: unknown, given: unknown) => seen.push(given) }, DELAYS, sleep);
    const fetch = worker.fetch as (...args: unknown[]) => unknown;
    await fetch(new Request("http://bench/", { headers: { [NEAR_BINDINGS_HEADER]: "1" } }), env, null);
    await fetch(new Request("http://bench/"), env, null);
    expect(seen[0]).toBe(env);
    expect(seen[1]).not.toBe(env);
    await (seen[0] as FarEnv).DB.prepare("select 1").all();
    expect(log).toEqual(["all select 1 []"]);
  });

  it("leaves every other binding and variable as it was", async () => {
    const { sleep, env } = fakes();
    const far = await farEnvOf(env, sleep);
    expect(far.NAME).toBe("bench");
    expect(far.ASSETS).toBe(env.ASSETS);
  });
});
