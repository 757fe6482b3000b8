import { and, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { editionStaging } from "~/db/schema.server";
import type { EntryRow } from "~/lib/evidence/entry-rows";
import type { JobScope, StagedRow, StagingKeys } from "../import-staging.server";
import { allRows, d1Statement, insertedRow, jsonEach, jsonField } from "../sql.server";

/** An edition import's staged row: one claim of the edition and, for a place we may lack, the facts to add it. */
export type StagedEntry = EntryRow;

/** This claim's staged entries: a stale claim's, or another job's, are never read. */
export const stagedEntriesOf = (scope: JobScope) =>
  and(eq(editionStaging.jobId, scope.jobId), eq(editionStaging.attempt, scope.attempt));

const columns = getTableColumns(editionStaging);

/** The staged column of a place's fact, by its key in the restaurants table (rowFromJson names them). */
export function placeColumn(key: string): SQL {
  const staged = key === "placeKey" ? "key" : key === "openedMonth" ? "placeOpenedMonth" : key;
  if (!(staged in columns)) throw new Error(`edition_staging has no column for the place's ${key}`);
  return sql`${columns[staged as keyof typeof columns]}`;
}

/** One staged row as edition_staging's columns, by key. */
function stagedColumns({ seq, line, key, payload }: StagedRow<StagedEntry>) {
  const { restaurant, rank, distinction, openedMonth, openedSource, addProblem } = payload;
  const { openedMonth: placeOpenedMonth, ...place } = restaurant;
  return { ...place, placeOpenedMonth, seq, line, key, rank, distinction, openedMonth, openedSource, addProblem };
}

/** The one writer of an edition's staged rows, a column per field; a repeat of the same rows (same seq) is ignored. */
export function stageEntriesStatement(db: Db, scope: JobScope, rows: StagedRow<StagedEntry>[]) {
  const fields = Object.fromEntries(Object.keys(columns).map((key) => [key, jsonField(key)]));
  const row = insertedRow(editionStaging, { ...fields, jobId: scope.jobId, attempt: scope.attempt });
  const staged = db
    .select(row)
    .from(jsonEach(JSON.stringify(rows.map(stagedColumns))))
    .where(allRows);
  return d1Statement(db, db.insert(editionStaging).select(staged).onConflictDoNothing());
}

/** The staged entries `which` picks: the job code clears them with the other kinds' staged rows. */
export function clearStagedEntriesStatement(db: Db, which: (staged: StagingKeys) => SQL | undefined) {
  return d1Statement(db, db.delete(editionStaging).where(which(editionStaging)));
}
