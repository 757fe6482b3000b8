import type { Db } from "~/db/client.server";
import { DATA_VERSION_KEY } from "./data-meta.server";
import { OWNS_JOB, scoped, type JobScope } from "./import-staging.server";

const INCREMENT = `ON CONFLICT(key) DO UPDATE SET value = CAST(CAST(data_meta.value AS INTEGER) + 1 AS TEXT)`;

/**
 * Part of an import's switch-over batch: only the claim that owns the job bumps the version. The as-of
 * date is not the import's time but the evidence's (asOfDateStatement, by edition imports).
 */
export function bumpDataVersionStatements(db: Db, scope: JobScope): D1PreparedStatement[] {
  return [
    scoped(
      db,
      scope,
      `INSERT INTO data_meta (key, value) SELECT ?3, '1' WHERE ${OWNS_JOB} ${INCREMENT}`,
      DATA_VERSION_KEY,
    ),
  ];
}

/** The seed's bump: the same version counter, with no import job to own. */
export function bumpDataVersionStatement(db: Db): D1PreparedStatement {
  return db.$client.prepare(`INSERT INTO data_meta (key, value) VALUES (?1, '1') ${INCREMENT}`).bind(DATA_VERSION_KEY);
}

/**
 * A bump that happens only while `guard` (SQL on ?1, bound to `subject`) holds, for a batch whose
 * last statement ends that state: an admin accepting a report twice bumps the version once.
 */
export function bumpDataVersionWhile(db: Db, guard: string, subject: number): D1PreparedStatement {
  return db.$client
    .prepare(`INSERT INTO data_meta (key, value) SELECT ?2, '1' WHERE ${guard} ${INCREMENT}`)
    .bind(subject, DATA_VERSION_KEY);
}
