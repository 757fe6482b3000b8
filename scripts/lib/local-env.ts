import { spawnSync } from "node:child_process";
import { join } from "node:path";
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

/** The bench plays Cloudflare's edge: it writes each client's address where the platform would. */
export const BENCH_VARS: Record<string, string> = {
  ENVIRONMENT: "development",
  TRUSTED_CLIENT_IP_HEADER: "CF-Connecting-IP",
};

/**
 * The e2e tests play the edge too: each test sends an address of its own (tests/e2e/support/test.ts),
 * so the suite's sign-ins and mails come from many visitors, as in production, not from one.
 */
export const E2E_VARS: Record<string, string> = { TRUSTED_CLIENT_IP_HEADER: "CF-Connecting-IP" };

/**
 * Where local D1/KV/R2/Queue state lives: wrangler's default, or LA_EATS_STATE_DIR so that
 * tests and benchmarks use their own database and never touch the developer's.
 */
export function stateDir(): string {
  return process.env.LA_EATS_STATE_DIR ?? ".wrangler/state";
}

/** Applies pending migrations to the local D1 (the same state `wrangler dev` uses). */
export function migrateLocal(): void {
  const result = spawnSync(
    "npx",
    ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir()],
    {
      env: { ...WRANGLER_ENV, CI: "true" },
      encoding: "utf8",
    },
  );
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error("wrangler d1 migrations apply failed");
  }
}

/**
 * Runs `work` against the local bindings that `wrangler dev` persists under .wrangler/state, read
 * through `configPath` (the bench passes its frozen worker's config: the same bindings as that worker).
 */
export async function withLocalDb<T>(work: (db: Db, env: Env) => Promise<T>, configPath = "wrangler.toml"): Promise<T> {
  const proxy = await getPlatformProxy<Env>({
    configPath,
    persist: { path: join(stateDir(), "v3") },
    remoteBindings: false,
  });
  try {
    return await work(createDb(proxy.env.DB), proxy.env);
  } finally {
    await proxy.dispose();
  }
}
