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

/** Bumps only while `guard` holds, for a batch that ends that state: a report accepted twice bumps the version once. */
export function bumpDataVersionWhile(db: Db, guard: RowGuard): D1PreparedStatement {
  const first = rowWhile(db, dataMeta, { key: DATA_VERSION_KEY, value: "1" }, guard);
  return d1Statement(db, db.insert(dataMeta).select(first).onConflictDoUpdate(increment));
}

/** Only the claim owning the job bumps it; the as-of date is the evidence's (asOfDateStatement), not now. */
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
