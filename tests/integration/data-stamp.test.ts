import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "../../app/db/client.server";
import { readTogether } from "../../app/models/batch.server";
import { trustedSourcesRead } from "../../app/models/reference-data.server";
import { seedDataset } from "../../app/models/seed.server";
import { stampedD1 } from "../../app/services/data-stamp.server";
import { fixtureDataset } from "../fixtures/dataset";
import { loggingD1 } from "./d1-log";

const markers = (entry: string) => entry.includes("FROM data_meta");
const setVersion = (version: number) =>
  env.DB.prepare(
    `INSERT INTO data_meta (key, value) VALUES ('data_version', '${version}') ON CONFLICT(key) DO UPDATE SET value = '${version}'`,
  ).run();

describe("the data markers of a request (stampedD1)", () => {
  beforeEach(async () => {
    await seedDataset(createDb(env.DB), fixtureDataset);
    await setVersion(7);
  });

  it("ride at the head of the first batch once the edge cache asks: one round trip for both", async () => {
    const { handle, log } = loggingD1(env.DB);
    const stamped = stampedD1(handle);
    stamped.stampBeforeData();
    const db = createDb(stamped.d1);
    const [links] = await readTogether(db, [trustedSourcesRead(db)]);
    expect(links.map((l) => l.name)).toContain("Eater LA");
    expect((await stamped.dataMeta()).version).toBe(7);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/^batch:/);
    expect(markers(log[0].split(" | ")[0])).toBe(true);
    expect(log[0].split(" | ")).toHaveLength(2);
  });

  it("are read before a statement sent on its own, and then never again", async () => {
    const { handle, log } = loggingD1(env.DB);
    const stamped = stampedD1(handle);
    stamped.stampBeforeData();
    const db = createDb(stamped.d1);
    await db.run(sql`SELECT 1`);
    await readTogether(db, [trustedSourcesRead(db)]);
    expect((await stamped.dataMeta()).version).toBe(7);
    expect(log.map((entry) => entry.split(":")[0])).toEqual(["alone", "alone", "batch"]);
    expect(markers(log[0])).toBe(true);
    expect(log[1]).toBe("alone:SELECT 1");
    expect(markers(log[2])).toBe(false);
  });

  it("are never newer than the data read after them", async () => {
    const stamped = stampedD1(env.DB);
    stamped.stampBeforeData();
    const db = createDb(stamped.d1);
    const reading = readTogether(db, [trustedSourcesRead(db)]);
    await setVersion(8); // an import landing while the page renders
    await reading;
    expect((await stamped.dataMeta()).version).toBe(7);
  });

  it("leave other requests' reads alone: nothing rides until the edge cache asks", async () => {
    const { handle, log } = loggingD1(env.DB);
    const stamped = stampedD1(handle);
    const db = createDb(stamped.d1);
    await readTogether(db, [trustedSourcesRead(db)]);
    expect(log).toHaveLength(1);
    expect(log.some(markers)).toBe(false);
    expect((await stamped.dataMeta()).version).toBe(7);
    expect(log.filter(markers)).toHaveLength(1);
    await stamped.dataMeta();
    expect(log.filter(markers)).toHaveLength(1);
  });

  it("a failed batch fails for its caller; the markers are then read on their own, ahead of what comes next", async () => {
    const { handle, log } = loggingD1(env.DB);
    const stamped = stampedD1(handle);
    stamped.stampBeforeData();
    const db = createDb(stamped.d1);
    const broken = stamped.d1.prepare("SELECT * FROM no_such_table");
    await expect(stamped.d1.batch([broken])).rejects.toThrow(/no_such_table/);
    const [links] = await readTogether(db, [trustedSourcesRead(db)]);
    expect(links.map((l) => l.name)).toContain("Eater LA");
    expect((await stamped.dataMeta()).version).toBe(7);
    expect(log.map((entry) => entry.split(":")[0])).toEqual(["batch", "alone", "batch"]);
    expect(log[0]).toMatch(/FROM data_meta.* \| SELECT \* FROM no_such_table$/);
    expect(markers(log[1])).toBe(true);
    expect(markers(log[2])).toBe(false);
  });

  it("a failed read of the markers reaches whoever asks for them", async () => {
    await env.DB.prepare("ALTER TABLE data_meta RENAME TO data_meta_gone").run();
    try {
      const stamped = stampedD1(env.DB);
      stamped.stampBeforeData();
      const db = createDb(stamped.d1);
      await expect(readTogether(db, [trustedSourcesRead(db)])).rejects.toThrow(/data_meta/);
      await expect(stamped.dataMeta()).rejects.toThrow(/data_meta/);
    } finally {
      await env.DB.prepare("ALTER TABLE data_meta_gone RENAME TO data_meta").run();
    }
  });
});
