import type { Db } from "~/db/client.server";
import { getDataMeta } from "./reference-data.server";
import { OWNS_JOB, scoped, type JobScope } from "./import-staging.server";

/** Bumped by every import that changes data; caches key on it, so an import shows at once. */
export const DATA_VERSION_KEY = "data_version";
export const DATA_UPDATED_AT_KEY = "data_updated_at";

export async function getDataVersion(db: Db): Promise<number> {
  const value = Number(await getDataMeta(db, DATA_VERSION_KEY));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** Part of an import's switch-over batch: only the claim that owns the job bumps the version. */
export function bumpDataVersionStatements(db: Db, scope: JobScope): D1PreparedStatement[] {
  return [
    scoped(
      db,
      scope,
      `INSERT INTO data_meta (key, value) SELECT ?3, '1' WHERE ${OWNS_JOB}
       ON CONFLICT(key) DO UPDATE SET value = CAST(CAST(data_meta.value AS INTEGER) + 1 AS TEXT)`,
      DATA_VERSION_KEY,
    ),
    scoped(
      db,
      scope,
      `INSERT INTO data_meta (key, value) SELECT ?3, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE ${OWNS_JOB}
       ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
      DATA_UPDATED_AT_KEY,
    ),
  ];
}
