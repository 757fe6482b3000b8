import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";

/*
 * The expressions drizzle's builder has no form for, in one place; each says what drizzle lacks.
 * Whole statements it cannot build (INSERT … SELECT into some columns, the import's switch-over)
 * stay raw in their own models.
 */

/** Restaurant ids an FTS5 expression matches: drizzle has no FTS5 MATCH. */
export const ftsMatchingIds = (match: string) =>
  sql`(SELECT rowid FROM restaurants_fts WHERE restaurants_fts MATCH ${match})`;

/** The values of a JSON array, bound as one parameter or read by a subquery: drizzle has no json_each. */
export const jsonArrayValues = (json: string | SQL) => sql`(SELECT value FROM json_each(${json}))`;

/** A condition no row meets: drizzle has no constant condition. */
export const noRows = sql`0`;

/** The value an upsert would have written: drizzle has no `excluded` for SQLite. */
export const excluded = (column: AnyColumn) => sql.raw(`excluded."${column.name}"`);

/** Arithmetic: drizzle has no operators for it. */
export const plusOne = (column: AnyColumn) => sql<number>`${column} + 1`;

/**
 * Squared distance in miles from `near` on a flat projection around it: as good as haversine at
 * city scale, and plain arithmetic that SQLite can index-scan and sort without math functions.
 */
export function squaredMilesFrom(
  at: { latitude: AnyColumn; longitude: AnyColumn },
  near: { lat: number; lng: number },
  milesPerDegree: number,
): SQL {
  const lngScale = Math.cos((near.lat * Math.PI) / 180);
  const dLat = sql`(${at.latitude} - ${near.lat})`;
  const dLng = sql`(${at.longitude} - ${near.lng}) * ${lngScale}`;
  return sql`(${dLat} * ${dLat} + ${dLng} * ${dLng}) * ${milesPerDegree * milesPerDegree}`;
}

/** SQL functions and CASE, which drizzle's builder does not name. */
export const coalesce = <T>(...values: unknown[]) =>
  sql<T>`coalesce(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
export const caseWhen = <T>(condition: SQL, then: unknown, otherwise: unknown) =>
  sql<T>`CASE WHEN ${condition} THEN ${then} ELSE ${otherwise} END`;
export const textLength = (column: AnyColumn) => sql<number>`length(${column})`;

/** SQLite's own clock when the statement runs, as the app writes times: drizzle has no strftime. */
export const sqliteNow = sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** Insertion order of a table without its own id: drizzle cannot name rowid. */
export const rowid = sql`rowid`;

/** A bound value selected as a column (an INSERT … SELECT's constants): drizzle selects columns or SQL. */
export const bound = <T>(value: T) => sql<T>`${value}`;

/** A built query as a D1 statement, for batches with the import's raw statements: drizzle batches only its own. */
export function d1Statement(db: Db, query: { toSQL(): { sql: string; params: unknown[] } }): D1PreparedStatement {
  const { sql: text, params } = query.toSQL();
  return db.$client.prepare(text).bind(...params);
}
