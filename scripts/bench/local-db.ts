import type { Db } from "../../app/db/client.server";
import type { Env } from "../../workers/load-context";
import { BENCH_VARS, withLocalDb } from "../lib/local-env";
import { SNAPSHOT_CONFIG } from "./worker";

/**
 * withLocalDb, read through the frozen snapshot's config: the same bindings and state as the bench
 * worker, and it keeps working while another build has build/client deleted. The env carries the
 * worker's `--var`s too, so a fresh clone (no .dev.vars) signs the admin cookie as the worker reads it.
 */
export function withBenchDb<T>(work: (db: Db, env: Env) => Promise<T>): Promise<T> {
  return withLocalDb((db, env) => work(db, { ...env, ...BENCH_VARS }), SNAPSHOT_CONFIG);
}
