import { describe, expect, it } from "vitest";
import { benchWorker, FAR_ROUND_TRIP_PATH, NEAR_BINDINGS_HEADER, RECORDED_D1_HEADER, type FarDelays } from "./bindings";

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
  const worker = benchWorker({ fetch: (_request: unknown, far: unknown) => (seen = far) }, DELAYS, sleep);
  await (worker.fetch as (...args: unknown[]) => unknown)(new Request("http://bench/"), env, null);
  return seen as FarEnv;
}

describe("benchWorker", () => {
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
    const worker = benchWorker(
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
    const worker = benchWorker({ fetch: (_request: unknown, given: unknown) => seen.push(given) }, DELAYS, sleep);
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

/** The env the fetch handler of a bench Worker with `delays` is given for a request with `headers`. */
async function envFor(env: object, delays: FarDelays | null, headers: Record<string, string> = {}): Promise<FarEnv> {
  let seen: unknown;
  const worker = benchWorker({ fetch: (_request: unknown, given: unknown) => (seen = given) }, delays);
  await (worker.fetch as (...args: unknown[]) => unknown)(new Request("http://bench/", { headers }), env, null);
  return seen as FarEnv;
}

const RECORDED = { [RECORDED_D1_HEADER]: "1" };

describe("benchWorker's recorded D1", () => {
  it("answers a read it has answered before, bound to the same values, from a copy of that answer", async () => {
    const { log, env } = fakes();
    const db = (await envFor(env, DELAYS, RECORDED)).DB;
    const first = await db.prepare("select 1").bind(7).all();
    const again = await db.prepare("select 1").bind(7).all();
    await db.prepare("select 1").bind(8).all();
    await db.prepare("select 1").bind(7).first();
    expect(log).toEqual(["all select 1 [7]", "all select 1 [8]", "first select 1"]);
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
  });

  it("keeps one recording for every request to the isolate, and waits no far round trip", async () => {
    const { log, env } = fakes();
    await (await envFor(env, DELAYS, RECORDED)).DB.batch([]);
    const worker = benchWorker({ fetch: (_r: unknown, given: FarEnv) => given.DB.prepare("with x").all() }, DELAYS);
    const fetch = worker.fetch as (...args: unknown[]) => Promise<unknown>;
    await fetch(new Request("http://bench/", { headers: RECORDED }), env, null);
    await fetch(new Request("http://bench/", { headers: RECORDED }), env, null);
    expect(log).toEqual(["batch ", "all with x []"]);
  });

  it("sends a write, and a batch holding one, to the database every time", async () => {
    const { log, env } = fakes();
    const db = (await envFor(env, null, RECORDED)).DB;
    for (let i = 0; i < 2; i++) {
      await db.prepare("update t set n = 1").run();
      await db.batch([db.prepare("select a"), db.prepare("insert into b values (1)")]);
      await db.batch([db.prepare("select a"), db.prepare("select b")]);
    }
    expect(log).toEqual([
      "run update t set n = 1",
      "batch select a,insert into b values (1)",
      "batch select a,select b",
      "run update t set n = 1",
      "batch select a,insert into b values (1)",
    ]);
  });

  it("records a session's reads too, and passes its bookmark through", async () => {
    const { log, env } = fakes();
    const session = (await envFor(env, null, RECORDED)).DB.withSession("first-unconstrained");
    await session.prepare("select 3").all();
    await session.prepare("select 3").all();
    expect(log).toEqual(["all select 3 []"]);
    expect(session.getBookmark()).toBe("bookmark after first-unconstrained");
  });

  it("gives a near bench Worker its own bindings unless a request asks for the recording", async () => {
    const { env } = fakes();
    expect(await envFor(env, null)).toBe(env);
    const recorded = await envFor(env, null, RECORDED);
    expect(recorded.DB).not.toBe(env.DB);
    expect(recorded.CACHE).toBe(env.CACHE);
  });
});
