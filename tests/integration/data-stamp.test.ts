import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { trustedSourcesRead } from "~/models/reference-data.server";
import { seedDataset } from "~/models/seed.server";
import { currentDataMeta, publishDataMeta } from "../../workers/edge/data-markers";
import { readPage } from "~/services/read-page.server";
import { loadSitemapXml } from "~/services/sitemap.server";
import worker from "../../workers/app";
import { getLoadContext, type Env } from "../../workers/load-context";
import { fixtureDataset } from "../fixtures/dataset";
import { countingD1 } from "./support/counting-d1";
import { loggingD1 } from "./support/d1-log";

const markers = (entry: string) => entry.includes('from "data_meta"');
const setVersion = (version: number) =>
  env.DB.prepare(
    `INSERT INTO data_meta (key, value) VALUES ('data_version', '${version}') ON CONFLICT(key) DO UPDATE SET value = '${version}'`,
  ).run();
/** The production setting: the isolate trusts its KV copy of the markers for a few seconds. */
const heldEnv = (DB: D1Database = env.DB) => ({ ...env, DB, DATA_META_HOLD_SECONDS: "5" });

function pageContext(d1: D1Database, pageEnv: Env = { ...env, DB: d1 }) {
  return getLoadContext({
    request: new Request("https://example.com/"),
    context: {
      cloudflare: { env: pageEnv, ctx: { waitUntil: () => {}, passThroughOnException: () => {} } },
    },
  });
}

beforeEach(async () => {
  await seedDataset(createDb(env.DB), fixtureDataset);
  await setVersion(7);
});

describe("a page's reads (readPage)", () => {
  it("go in one batch with the data markers at its head", async () => {
    const { handle, log } = loggingD1(env.DB);
    const context = pageContext(handle);
    const {
      meta,
      values: [links],
    } = await readPage(context, [trustedSourcesRead(context.db)]);
    expect(links.map((l) => l.name)).toContain("Eater LA");
    expect(meta.version).toBe(7);
    expect(log).toHaveLength(1);
    const [head, ...rest] = log[0].replace(/^batch:/, "").split(" | ");
    expect(markers(head)).toBe(true);
    expect(rest.some(markers)).toBe(false);
  });

  it("carry markers never newer than the data read with them", async () => {
    const context = pageContext(env.DB);
    const reading = readPage(context, [trustedSourcesRead(context.db)]);
    await setVersion(8); // an import landing while the page renders
    expect((await reading).meta.version).toBe(7);
  });

  it("a failed batch fails for its caller", async () => {
    const context = pageContext(env.DB);
    await env.DB.prepare("ALTER TABLE trusted_sources RENAME TO trusted_sources_gone").run();
    try {
      await expect(readPage(context, [trustedSourcesRead(context.db)])).rejects.toThrow(/trusted_sources/);
    } finally {
      await env.DB.prepare("ALTER TABLE trusted_sources_gone RENAME TO trusted_sources").run();
    }
  });
});

describe("the current markers (the KV copy)", () => {
  it("are copied from D1 once, then answered from the isolate without D1 or KV", async () => {
    await env.CACHE.delete("data-meta");
    const { counted, calls, restore } = countingD1(env.DB);
    let kvReads = 0;
    const kv = {
      get: (key: string, type: "text") => (kvReads++, env.CACHE.get(key, type)),
      put: (key: string, value: string, options?: KVNamespacePutOptions) => env.CACHE.put(key, value, options),
    } as unknown as KVNamespace;
    const held = { ...heldEnv(counted), CACHE: kv };
    try {
      await publishDataMeta(held); // as an import does after its switch-over
      const before = { alone: calls.alone, kvReads };
      expect((await currentDataMeta(held)).version).toBe(7);
      expect((await currentDataMeta(held)).version).toBe(7);
      expect({ alone: calls.alone, kvReads }).toEqual(before);
    } finally {
      restore();
    }
    expect(JSON.parse((await env.CACHE.get("data-meta"))!)).toMatchObject({ version: 7 });
  });

  it("follow a publish at once in this isolate, and a missing or garbled copy is made again from D1", async () => {
    await publishDataMeta(heldEnv());
    await setVersion(9);
    expect((await currentDataMeta(heldEnv())).version).toBe(7); // held: D1 is not asked
    expect((await publishDataMeta(heldEnv())).version).toBe(9);
    expect((await currentDataMeta(heldEnv())).version).toBe(9);

    const brief = { ...heldEnv(), DATA_META_HOLD_SECONDS: "0.001" };
    await publishDataMeta(brief);
    await env.CACHE.put("data-meta", "{not json");
    await setVersion(10);
    await new Promise((resolve) => setTimeout(resolve, 5)); // past the hold
    expect((await currentDataMeta(brief)).version).toBe(10);
    expect(JSON.parse((await env.CACHE.get("data-meta"))!)).toMatchObject({ version: 10 });
  });

  it("a hold of 0 trusts no copy: D1 every time", async () => {
    await publishDataMeta(heldEnv());
    await setVersion(11);
    expect((await currentDataMeta({ ...env, DATA_META_HOLD_SECONDS: "0" })).version).toBe(11);
  });
});

describe("the edge cache and the markers", () => {
  const fetchPage = async (d1: D1Database, path = "/restaurants/cuisine/thai") => {
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request(`https://example.com${path}`), heldEnv(d1), ctx);
    await response.text();
    await waitOnExecutionContext(ctx);
    return response;
  };

  it("a cache hit sends no statement to D1", async () => {
    await publishDataMeta(heldEnv());
    expect((await fetchPage(env.DB)).headers.get("X-Edge-Cache")).toBe("MISS");
    const { counted, calls, restore } = countingD1(env.DB);
    const hit = await fetchPage(counted).finally(restore);
    expect(hit.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(calls).toEqual({ alone: 0, batches: [] });
  });

  it("a miss costs one D1 round trip", async () => {
    await publishDataMeta(heldEnv());
    await fetchPage(env.DB, "/restaurants/cuisine/mexican"); // the badge links and filter counts, held with the data
    const { counted, calls, restore } = countingD1(env.DB);
    const miss = await fetchPage(counted, "/restaurants/cuisine/italian").finally(restore);
    expect(miss.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(calls.alone).toBe(0);
    expect(calls.batches).toHaveLength(1);
  });

  it("a search miss costs one D1 round trip: what its words ask for is read from the held counts", async () => {
    await publishDataMeta(heldEnv());
    await fetchPage(env.DB, "/?q=bar&price=2"); // the facets and category counts, held with the data
    const { counted, calls, restore } = countingD1(env.DB);
    // One that finds places: an empty answer also reads the closest views it offers instead.
    const miss = await fetchPage(counted, "/?q=bar&price=3").finally(restore);
    expect(miss.headers.get("X-Edge-Cache")).toBe("MISS");
    const page = await worker.fetch(
      new Request("https://example.com/?q=bar&price=3"),
      heldEnv(env.DB),
      createExecutionContext(),
    );
    expect(await page.text()).toContain("Parks BBQ");
    expect(calls.alone).toBe(0);
    expect(calls.batches).toHaveLength(1);
  });

  it("a sitemap already built for the held markers comes from KV with no statement to D1", async () => {
    await publishDataMeta(heldEnv());
    const built = (await loadSitemapXml(pageContext(env.DB, heldEnv()), "https://example.com", null)).xml;
    const { counted, calls, restore } = countingD1(env.DB);
    const { xml: again } = await loadSitemapXml(
      pageContext(counted, heldEnv(counted)),
      "https://example.com",
      null,
    ).finally(restore);
    expect(again).toBe(built);
    expect(again).toContain("https://example.com/restaurants/cuisine/thai");
    expect(calls).toEqual({ alone: 0, batches: [] });
  });

  it("a sitemap not yet built for the held markers is built from D1's", async () => {
    await publishDataMeta(heldEnv());
    await loadSitemapXml(pageContext(env.DB, heldEnv()), "https://example.com", null);
    await setVersion(8); // an import's switch-over, published
    await publishDataMeta(heldEnv());
    const { counted, calls, restore } = countingD1(env.DB);
    await loadSitemapXml(pageContext(counted, heldEnv(counted)), "https://example.com", null).finally(restore);
    expect(calls.batches.length).toBeGreaterThan(0);
  });

  it("a sitemap not yet built, when D1's markers are the held ones, asks KV for it once", async () => {
    await publishDataMeta(heldEnv());
    const SITE = "https://built-once.example.com"; // a key no other test has stored
    const asked: string[] = [];
    const CACHE = {
      get: (key: string, type: "text") => (asked.push(key), env.CACHE.get(key, type)),
      put: (...args: Parameters<KVNamespace["put"]>) => env.CACHE.put(...args),
    } as unknown as KVNamespace;
    const { xml } = await loadSitemapXml(pageContext(env.DB, { ...heldEnv(), CACHE }), SITE, null);
    expect(xml).toContain(`${SITE}/restaurants/cuisine/thai`);
    expect(asked.filter((key) => key.startsWith("sitemap:"))).toHaveLength(1);
    // …and stored it where the next request looks first.
    const { counted, calls, restore } = countingD1(env.DB);
    await loadSitemapXml(pageContext(counted, heldEnv(counted)), SITE, null).finally(restore);
    expect(calls).toEqual({ alone: 0, batches: [] });
  });

  it("a page rendered from other markers than the current ones is sent but not stored", async () => {
    await publishDataMeta(heldEnv());
    await createDb(env.DB).run(sql`UPDATE data_meta SET value = '12' WHERE key = 'data_version'`);
    // The isolate still holds version 7; the page's data comes with 12.
    expect((await fetchPage(env.DB, "/restaurants/cuisine/vietnamese")).headers.get("X-Edge-Cache")).toBe("MISS");
    expect((await fetchPage(env.DB, "/restaurants/cuisine/vietnamese")).headers.get("X-Edge-Cache")).toBe("MISS");
    await publishDataMeta(heldEnv());
    await fetchPage(env.DB, "/restaurants/cuisine/vietnamese");
    expect((await fetchPage(env.DB, "/restaurants/cuisine/vietnamese")).headers.get("X-Edge-Cache")).toBe("HIT");
  });
});
