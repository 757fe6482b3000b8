import { getTableColumns, is, or, SQL, sql, type AnyColumn, type SQLWrapper } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";

/*
 * The expressions drizzle's builder has no form for, in one place; each says what drizzle lacks. Last,
 * the one way a built query or a raw `sql` statement becomes a D1 statement for a batch.
 */

/** Values as a comma-separated list (a function's arguments). */
const listOf = (values: unknown[], separator = sql`, `) =>
  sql.join(
    values.map((value) => sql`${value}`),
    separator,
  );

/** Restaurant ids an FTS5 expression matches: drizzle has no FTS5 MATCH. */
export const ftsMatchingIds = (match: string) =>
  sql`(SELECT rowid FROM restaurants_fts WHERE restaurants_fts MATCH ${match})`;

/** The values of a JSON array, bound as one parameter or read by a subquery: drizzle has no json_each. */
export const jsonArrayValues = (json: string | SQL) => sql`(SELECT value FROM json_each(${json}))`;

/** A JSON array's elements (or those of the array at `path`) as rows of `key` and `value`: drizzle has no json_each. */
export const jsonEach = (json: string | AnyColumn, path?: string) =>
  path === undefined ? sql`json_each(${json})` : sql`json_each(${json}, ${path})`;

/** One field of a JSON object (json_each's `value` by default): drizzle has no json_extract. */
export const jsonField = <T>(key: string, object: AnyColumn | SQL = sql`value`) =>
  sql<T>`json_extract(${object}, ${`$.${key}`})`;

/** json_each's key: an array element's index. */
export const jsonKey = sql<number>`key`;

/** A JSON array's length, the JSON array of a group's values, JSON built or read back: drizzle has no JSON functions. */
export const jsonArrayLength = (array: SQLWrapper) => sql<number>`json_array_length(${array})`;
export const jsonGroupArray = (value: SQLWrapper) => sql<string>`json_group_array(${value})`;
export const jsonArray = (...values: unknown[]) => sql<string>`json_array(${listOf(values)})`;
export const jsonOf = (text: SQLWrapper) => sql<string>`json(${text})`;
export const jsonObject = (fields: Record<string, unknown>) =>
  sql<string>`json_object(${listOf(Object.entries(fields).flat())})`;

/** A group's texts joined by `separator`: drizzle has no group_concat. */
export const groupConcat = (value: SQLWrapper, separator: string) => sql<string>`group_concat(${value}, ${separator})`;

/** A condition no row meets: drizzle has no constant condition. */
export const noRows = sql`0`;

/** A condition every row meets: an INSERT … SELECT … FROM before ON CONFLICT needs a WHERE, or SQLite reads ON as a join's. */
export const allRows = sql`true`;

/** The value an upsert would have written: drizzle has no `excluded` for SQLite. */
export const excluded = (column: AnyColumn) => sql.raw(`excluded."${column.name}"`);

/** An inequality that counts null as a value: drizzle has no IS NOT. */
export const differs = (left: SQLWrapper, right: unknown) => sql`${left} IS NOT ${right}`;

/**
 * An upsert's update that writes the new values only when one differs, so a repeat changes no row:
 * drizzle has no `excluded` for SQLite.
 */
export function changedOnly(columns: Record<string, AnyColumn>) {
  return {
    set: Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, excluded(column)])),
    setWhere: or(...Object.values(columns).map((column) => differs(column, excluded(column)))),
  };
}

/** Arithmetic and text concatenation: drizzle has no operators for them. */
export const plusOne = (column: AnyColumn) => sql<number>`${column} + 1`;
export const distance = (a: SQLWrapper, b: SQLWrapper) => sql<number>`abs(${a} - ${b})`;
export const joined = (...parts: unknown[]) => sql<string>`${listOf(parts, sql` || `)}`;

/** A number kept as text (data_meta's values), read as one or counted on: drizzle has no CAST. */
export const asInteger = (column: AnyColumn) => sql<number>`CAST(${column} AS INTEGER)`;
export const incrementedText = (column: AnyColumn) => sql<string>`CAST(CAST(${column} AS INTEGER) + 1 AS TEXT)`;

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
export const coalesce = <T>(...values: unknown[]) => sql<T>`coalesce(${listOf(values)})`;
export const caseWhen = <T>(condition: SQL, then: unknown, otherwise: unknown) =>
  sql<T>`CASE WHEN ${condition} THEN ${then} ELSE ${otherwise} END`;
export const textLength = (column: AnyColumn) => sql<number>`length(${column})`;
/** A shared rank by the order (lib/standing.ts): rows that tie on it get the same one. */
export const sharedRank = (...order: (AnyColumn | SQL)[]) => sql<number>`rank() OVER (ORDER BY ${listOf(order)})`;

/** The date of an ISO time: drizzle has no substr. */
export const dayOf = (time: AnyColumn | SQL) => sql<string>`substr(${time}, 1, 10)`;

/** The latest of some ISO dates, each possibly null; null when all are: drizzle's max is the aggregate only. */
export const latestOf = (...dates: unknown[]) =>
  sql<string | null>`nullif(max(${listOf(dates.map((d) => sql`coalesce(${d}, '')`))}), '')`;

/** SQLite's own clock when the statement runs, as the app writes times: drizzle has no strftime. */
export const sqliteNow = sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** Insertion order of a table without its own id: drizzle cannot name rowid. */
export const rowid = (table: SQLiteTable) => sql`${table}.rowid`;

/** A bound value selected as a column (an INSERT … SELECT's constants): drizzle selects columns or SQL. */
export const bound = <T>(value: T) => sql<T>`${value}`;

/**
 * An INSERT … SELECT's fields for `table`, in column order, because drizzle's insert-from-select
 * takes the SELECT's fields positionally. A column not given takes its default, else null.
 */
export function insertedRow<T extends SQLiteTable>(table: T, values: { [K in keyof T["$inferInsert"]]?: unknown }) {
  const given = values as Record<string, unknown>;
  const defaultOf = (column: AnyColumn) =>
    column.default == null ? sql`NULL` : is(column.default, SQL) ? column.default : sql.param(column.default, column);
  const fields = Object.entries(getTableColumns(table)).map(([key, column]) => [
    key,
    sql`${key in given ? given[key] : defaultOf(column)}`.as(column.name),
  ]);
  return Object.fromEntries(fields) as { [K in keyof T["$inferInsert"]]-?: SQL.Aliased };
}

/**
 * A built query, or a `sql` statement drizzle's builder cannot produce (each says why), as a D1
 * statement: a D1 batch is the atomic unit, and drizzle's own batch cannot carry a raw statement.
 */
export function d1Statement(db: Db, query: SQLWrapper): D1PreparedStatement {
  const { sql: text, params } = db.run(query).getQuery();
  return db.$client.prepare(text).bind(...params);
}

/** Null, empty or only spaces: drizzle has no trim. */
export const isBlank = (column: AnyColumn) => sql<boolean>`coalesce(trim(${column}), '') = ''`;

/** How many of a group's rows meet `condition`: drizzle has no aggregate FILTER. */
export const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) FILTER (WHERE ${condition})`.mapWith(Number);
