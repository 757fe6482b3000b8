import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { createDb, type Db } from "../../app/db/client.server";
import type { Env } from "../../workers/load-context";
import { stateDir } from "../lib/local-env";
import { SNAPSHOT_CONFIG } from "./worker";

/**
 * withLocalDb, read through the frozen snapshot's config: the same bindings and state as the bench
 * worker, and it keeps working while another build has build/client deleted.
 */
export async function withBenchDb<T>(work: (db: Db, env: Env) => Promise<T>): Promise<T> {
  const proxy = await getPlatformProxy<Env>({
    configPath: SNAPSHOT_CONFIG,
    persist: { path: join(stateDir(), "v3") },
    remoteBindings: false,
  });
  try {
    return await work(createDb(proxy.env.DB), proxy.env);
  } finally {
    await proxy.dispose();
  }
}
