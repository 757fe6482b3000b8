import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "../../app/db/client.server";
import { readTogether } from "../../app/models/batch.server";
import { sourceLinksRead } from "../../app/models/source-links.server";
import { seedDataset } from "../../app/models/seed.server";
import { stampedD1 } from "../../app/services/data-stamp.server";
import { fixtureDataset } from "../fixtures/dataset";

/** The D1 binding, logging what reaches it in order: "batch:<sql of each statement>" or "alone:<sql>". */
function loggingD1(d1: D1Database) {
  const log: string[] = [];
  const sqlOf = new WeakMap<D1PreparedStatement, string>();
  const targetOf = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  const logged = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        if (property === "bind") return (...values: unknown[]) => logged(target.bind(...values), sql);
        const value = Reflect.get(target, property, target) as unknown;
        if (typeof value !== "function") return value;
        if (!["all", "raw", "first", "run"].includes(String(property))) return value.bind(target);
        return (...args: unknown[]) => (log.push(`alone:${sql}`), value.apply(target, args));
      },
    });
    sqlOf.set(proxy, sql);
    targetOf.set(proxy, statement);
    return proxy;
  };
  const handle = {
    prepare: (sql: string) => logged(d1.prepare(sql), sql),
    batch: (statements: D1PreparedStatement[]) => {
      log.push(`batch:${statements.map((s) => sqlOf.get(s) ?? "?").join(" | ")}`);
      return d1.batch(statements.map((s) => targetOf.get(s) ?? s));
    },
  } as unknown as D1Database;
  return { handle, log };
}

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
    const [links] = await readTogether(db, [sourceLinksRead(db)]);
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
    await readTogether(db, [sourceLinksRead(db)]);
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
    const reading = readTogether(db, [sourceLinksRead(db)]);
    await setVersion(8); // an import landing while the page renders
    await reading;
    expect((await stamped.dataMeta()).version).toBe(7);
  });

  it("leave other requests' reads alone: nothing rides until the edge cache asks", async () => {
    const { handle, log } = loggingD1(env.DB);
    const stamped = stampedD1(handle);
    const db = createDb(stamped.d1);
    await readTogether(db, [sourceLinksRead(db)]);
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
    const [links] = await readTogether(db, [sourceLinksRead(db)]);
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
      await expect(readTogether(db, [sourceLinksRead(db)])).rejects.toThrow(/data_meta/);
      await expect(stamped.dataMeta()).rejects.toThrow(/data_meta/);
    } finally {
      await env.DB.prepare("ALTER TABLE data_meta_gone RENAME TO data_meta").run();
    }
  });
});
