import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { trustedSources } from "~/db/schema.server";
import { runBatch } from "~/models/batch.server";
import { countingD1 } from "./support/counting-d1";

const source = (name: string, sortOrder: number) => ({
  name,
  displayName: name,
  badge: name,
  baseUrl: "https://example.com",
  citySpecificUrl: "https://example.com/la",
  sortOrder,
  bit: sortOrder,
});
const names = async () =>
  (await env.DB.prepare("SELECT name FROM trusted_sources ORDER BY sort_order").all<{ name: string }>()).results.map(
    (r) => r.name,
  );

describe("writes sent together", () => {
  beforeEach(() => env.DB.exec("DELETE FROM trusted_sources"));

  it("a drizzle query and a raw statement with parameters are one D1 batch, run in order", async () => {
    const { counted, calls, restore } = countingD1(env.DB);
    const db = createDb(counted);
    const results = await runBatch(db, [
      db.insert(trustedSources).values(source("First", 1)),
      sql`INSERT INTO trusted_sources (name, display_name, badge, base_url, city_specific_url, sort_order, bit)
          SELECT ${"Second"}, display_name, badge, base_url, city_specific_url, sort_order + 1, bit + 1 FROM trusted_sources`,
    ]).finally(restore);
    expect(calls).toEqual({ alone: 0, batches: [2] });
    expect(results.map((r) => r.meta.changes)).toEqual([1, 1]);
    expect(await names()).toEqual(["First", "Second"]);
  });

  it("lands all or nothing: a statement that fails undoes the ones before it", async () => {
    const db = createDb(env.DB);
    await expect(
      runBatch(db, [
        db.insert(trustedSources).values(source("Kept out", 1)),
        sql`INSERT INTO no_such_table VALUES (1)`,
      ]),
    ).rejects.toThrow();
    expect(await names()).toEqual([]);
  });

  it("sends nothing when there is nothing to write", async () => {
    const { counted, calls, restore } = countingD1(env.DB);
    expect(await runBatch(createDb(counted), []).finally(restore)).toEqual([]);
    expect(calls).toEqual({ alone: 0, batches: [] });
  });
});
