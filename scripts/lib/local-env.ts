import { join } from "node:path";
import { readD1Migrations } from "@cloudflare/vitest-plugin";
import { getPlatformProxy } from "wrangler";
import { createDb, type Db } from "~/db/client.server";
import type { Env } from "../../workers/load-context";

/**
 * Quiet, offline wrangler. wrangler dev's middleware (absent in production) reads every unread
 * request body to its end, so a refused large upload would get its 413 only after all of it arrived.
 */
export const WRANGLER_ENV = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_DISABLE_REQUEST_BODY_DRAINING: "true",
};

/**
 * The shipped config is production; every server these scripts start is local development, which
 * turns on the outbox mailer, /dev/* and the fixed local session secret, and trusts no client address.
 */
export const LOCAL_DEVELOPMENT_VARS: Record<string, string> = {
  ENVIRONMENT: "development",
  TRUSTED_CLIENT_IP_HEADER: "",
};

/**
 * The bench and the e2e tests play Cloudflare's edge: local development that trusts the client address
 * each request sends, so their visitors (each e2e test, each bench client) are many, as in production.
 */
export const EDGE_VARS: Record<string, string> = {
  ...LOCAL_DEVELOPMENT_VARS,
  TRUSTED_CLIENT_IP_HEADER: "CF-Connecting-IP",
};

/**
 * Where local D1/KV/R2/Queue state lives: wrangler's default, or LA_EATS_STATE_DIR so that
 * tests and benchmarks use their own database and never touch the developer's.
 */
export function stateDir(): string {
  return process.env.LA_EATS_STATE_DIR ?? ".wrangler/state";
}

/**
 * Applies the migrations D1 has not recorded, each in one batch with its row in d1_migrations, the
 * table `wrangler d1 migrations apply` keeps: through the proxy already open, in about a second, where
 * wrangler's CLI takes 18 s for a fresh database.
 */
async function applyPendingMigrations(db: D1Database): Promise<void> {
  await db
    .prepare(
      `CREATE TABLE IF NOT EXISTS d1_migrations (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT UNIQUE,
        applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
      )`,
    )
    .run();
  const { results } = await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>();
  const applied = new Set(results.map((row) => row.name));
  for (const { name, queries } of await readD1Migrations("migrations")) {
    if (applied.has(name)) continue;
    await db.batch([
      ...queries.map((query) => db.prepare(query)),
      db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(name),
    ]);
  }
}

/**
 * Runs `work`, once the migrations are applied, against the local bindings that `wrangler dev`
 * persists under .wrangler/state, read through `configPath` (the bench passes its frozen worker's
 * config: the same bindings as that worker).
 */
export async function withLocalDb<T>(work: (db: Db, env: Env) => Promise<T>, configPath = "wrangler.toml"): Promise<T> {
  const proxy = await getPlatformProxy<Env>({
    configPath,
    persist: { path: join(stateDir(), "v3") },
    remoteBindings: false,
  });
  try {
    await applyPendingMigrations(proxy.env.DB);
    return await work(createDb(proxy.env.DB), proxy.env);
  } finally {
    await proxy.dispose();
  }
}
