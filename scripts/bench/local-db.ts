import type { Db } from "../../app/db/client.server";
import type { Env } from "../../workers/load-context";
import { EDGE_VARS, withLocalDb } from "../lib/local-env";
import { SNAPSHOT_CONFIG } from "./worker";

/**
 * withLocalDb through the frozen snapshot's config, so it keeps working while another build has
 * build/client deleted. The env carries the worker's `--var`s, so a clone without .dev.vars signs the
 * admin cookie the same way.
 */
export function withBenchDb<T>(work: (db: Db, env: Env) => Promise<T>): Promise<T> {
  return withLocalDb((db, env) => work(db, { ...env, ...EDGE_VARS }), SNAPSHOT_CONFIG);
}
