import { applyD1Migrations, env } from "cloudflare:test";

/**
 * Before each test file: empty storage, then the migrations. The files of one vitest worker share a
 * workerd isolate and its storage (decision 044), so what an earlier file wrote is removed here.
 */
async function dropEverything(db: D1Database) {
  // Triggers, then views, then tables (a virtual table drops its own shadow tables), until none is left.
  for (let pass = 0; pass < 5; pass++) {
    const { results } = await db
      .prepare(
        `SELECT type, name FROM sqlite_master
         WHERE type IN ('trigger', 'view', 'table') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'
         ORDER BY CASE type WHEN 'trigger' THEN 0 WHEN 'view' THEN 1 ELSE 2 END`,
      )
      .all<{ type: string; name: string }>();
    if (!results.length) return;
    for (const { type, name } of results) {
      await db
        .prepare(`DROP ${type.toUpperCase()} IF EXISTS "${name}"`)
        .run()
        .catch(() => undefined);
    }
  }
  throw new Error("test setup: D1 still holds tables after five passes of DROP");
}

async function emptyKv(kv: KVNamespace) {
  for (let cursor: string | undefined; ;) {
    const page = await kv.list({ cursor });
    await Promise.all(page.keys.map((key) => kv.delete(key.name)));
    if (page.list_complete) return;
    cursor = page.cursor;
  }
}

async function emptyR2(bucket: R2Bucket) {
  for (let listed = await bucket.list(); listed.objects.length; listed = await bucket.list()) {
    await bucket.delete(listed.objects.map((object) => object.key));
  }
}

await dropEverything(env.DB);
await emptyKv(env.CACHE);
await emptyR2(env.UPLOADS);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Every cache keys on the data stamp, and the isolate's memory and Cache API outlive a file: each
// file's data starts at a version no earlier file in this isolate used.
const counter = globalThis as { integrationFiles?: number };
counter.integrationFiles = (counter.integrationFiles ?? 0) + 1;
await env.DB.prepare("INSERT INTO data_meta (key, value) VALUES ('data_version', ?)")
  .bind(String(counter.integrationFiles * 1_000_000))
  .run();
