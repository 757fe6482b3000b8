import type { Db } from "../../app/db/client.server";
import type { Env } from "../../workers/load-context";
import { withLocalDb } from "../lib/local-env";
import { SNAPSHOT_CONFIG } from "./worker";

/**
 * withLocalDb, read through the frozen snapshot's config: the same bindings and state as the bench
 * worker, and it keeps working while another build has build/client deleted.
 */
export function withBenchDb<T>(work: (db: Db, env: Env) => Promise<T>): Promise<T> {
  return withLocalDb(work, SNAPSHOT_CONFIG);
}
