import type { Db } from "~/db/client.server";
import { DATA_VERSION_KEY } from "./data-meta.server";
import { OWNS_JOB, scoped, type JobScope } from "./import-staging.server";

/**
 * Part of an import's switch-over batch: only the claim that owns the job bumps the version. The as-of
 * date is not the import's time but the evidence's (asOfDateStatement, by edition imports).
 */
export function bumpDataVersionStatements(db: Db, scope: JobScope): D1PreparedStatement[] {
  return [
    scoped(
      db,
      scope,
      `INSERT INTO data_meta (key, value) SELECT ?3, '1' WHERE ${OWNS_JOB}
       ON CONFLICT(key) DO UPDATE SET value = CAST(CAST(data_meta.value AS INTEGER) + 1 AS TEXT)`,
      DATA_VERSION_KEY,
    ),
  ];
}

/** The seed's bump: the same version counter, with no import job to own. */
export function bumpDataVersionStatement(db: Db): D1PreparedStatement {
  return db.$client
    .prepare(
      `INSERT INTO data_meta (key, value) VALUES (?1, '1')
       ON CONFLICT(key) DO UPDATE SET value = CAST(CAST(data_meta.value AS INTEGER) + 1 AS TEXT)`,
    )
    .bind(DATA_VERSION_KEY);
}
