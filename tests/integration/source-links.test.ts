import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { seedDataset } from "~/models/seed.server";
import { readDataMeta } from "~/models/data-meta.server";
import { dataStamp } from "~/lib/data-stamp";
import { loadProfile } from "~/routes/restaurants.$slug/queries.server";
import { getLoadContext } from "../../workers/load-context";
import { fixtureDataset } from "../fixtures/dataset";
import { loggingD1 } from "./support/d1-log";

/** A fresh request on an edge-cache miss, logging what reaches D1. */
function missedRequest() {
  const { handle, log } = loggingD1(env.DB);
  const context = getLoadContext({
    request: new Request("http://localhost/restaurants/bestia"),
    context: {
      cloudflare: { env, ctx: { waitUntil: () => {}, passThroughOnException: () => {} } },
      db: createDb(handle),
    },
  });
  return { context, log };
}

// Each test stamps the data anew, so no other test's held links can answer for it.
let version = Date.now();
const stampAnew = () =>
  env.DB.prepare(
    `INSERT INTO data_meta (key, value) VALUES ('data_version', '${++version}') ON CONFLICT(key) DO UPDATE SET value = '${version}'`,
  ).run();
const readsSources = (entry: string) => /from "trusted_sources"/i.test(entry);

describe("badge links (cachedSourceLinks)", () => {
  beforeEach(async () => {
    await seedDataset(createDb(env.DB), fixtureDataset);
    await stampAnew();
  });

  it("are read once per data stamp: later requests send only the page's own batch, markers at its head", async () => {
    const first = missedRequest();
    const page = await loadProfile(first.context, "bestia");
    expect(page.restaurant?.name).toBe("Bestia");
    expect(page.sources.map((s) => s.name)).toContain("Eater LA");
    expect(first.log[0]).toMatch(/^batch:select "key", "value" from "data_meta"/);
    expect(first.log.filter(readsSources)).toHaveLength(1);
    expect(
      await env.CACHE.get(`source-links-with-editions:${dataStamp(await readDataMeta(createDb(env.DB)))}`),
    ).not.toBeNull();

    const second = missedRequest();
    expect((await loadProfile(second.context, "bestia")).sources).toEqual(page.sources);
    expect(second.log).toHaveLength(1);
    expect(second.log[0]).toMatch(/^batch:select "key", "value" from "data_meta"/);
    expect(second.log.some(readsSources)).toBe(false);
  });

  it("follow the data: a new stamp reads them again", async () => {
    await loadProfile(missedRequest().context, "bestia");
    await env.DB.prepare(
      "UPDATE trusted_sources SET city_specific_url = 'https://eater.example/la' WHERE name = 'Eater LA'",
    ).run();
    const held = await loadProfile(missedRequest().context, "bestia");
    expect(held.sources.find((s) => s.name === "Eater LA")?.url).not.toBe("https://eater.example/la");

    await stampAnew();
    const fresh = missedRequest();
    const page = await loadProfile(fresh.context, "bestia");
    expect(fresh.log.filter(readsSources)).toHaveLength(1);
    expect(page.sources.find((s) => s.name === "Eater LA")?.url).toBe("https://eater.example/la");
  });
});
