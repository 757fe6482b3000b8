import type { Db } from "~/db/client.server";
import { eq, sql, type SQLWrapper } from "drizzle-orm";
import { dataMeta } from "~/db/schema.server";
import { DATA_VERSION_KEY } from "./data-meta.server";
import { jobClaimed, rowWhile, type RowGuard } from "./guards.server";
import type { JobScope } from "./import-staging.server";
import { d1Statement, incrementedText } from "./sql.server";

/** The data version as stored (text), for a statement to record or compare with. */
export const currentDataVersion = (db: Db) =>
  db.select({ value: dataMeta.value }).from(dataMeta).where(eq(dataMeta.key, DATA_VERSION_KEY));

/** `recorded` is the version now; `IS`, so a database that has never had a version still compares equal. */
export const isCurrentDataVersion = (db: Db, recorded: SQLWrapper) => sql`${recorded} IS (${currentDataVersion(db)})`;

const increment = { target: dataMeta.key, set: { value: incrementedText(dataMeta.value) } };

/**
 * A bump that happens only while `guard` holds, for a batch whose last statement ends that state: an
 * admin accepting a report twice bumps the version once.
 */
export function bumpDataVersionWhile(db: Db, guard: RowGuard): D1PreparedStatement {
  const first = rowWhile(db, dataMeta, { key: DATA_VERSION_KEY, value: "1" }, guard);
  return d1Statement(db, db.insert(dataMeta).select(first).onConflictDoUpdate(increment));
}

/**
 * Part of an import's switch-over batch: only the claim that owns the job bumps the version. The as-of
 * date is not the import's time but the evidence's (asOfDateStatement, by edition imports).
 */
export function bumpDataVersionStatements(db: Db, scope: JobScope): D1PreparedStatement[] {
  return [bumpDataVersionWhile(db, jobClaimed(scope))];
}

/** The seed's bump: the same version counter, with no import job to own. */
export function bumpDataVersionStatement(db: Db): D1PreparedStatement {
  return d1Statement(
    db,
    db.insert(dataMeta).values({ key: DATA_VERSION_KEY, value: "1" }).onConflictDoUpdate(increment),
  );
}
