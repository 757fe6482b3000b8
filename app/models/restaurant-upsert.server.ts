import { getTableColumns } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { newestRestaurants, restaurants } from "~/db/schema.server";
import type { RestaurantRow } from "~/lib/restaurant-record";
import { chunk } from "./batch.server";

export type RestaurantTable = typeof restaurants | typeof newestRestaurants;
/** A restaurant table by its SQL name. */
export type ListTable = "restaurants" | "newest_restaurants";

/** Rows per statement: one JSON parameter carries them, so D1's 100-bound-parameter limit never binds. */
const ROWS_PER_STATEMENT = 400;
/** Statements per batch round trip. */
const STATEMENTS_PER_BATCH = 25;

const ALL_KEYS = Object.entries(getTableColumns(restaurants))
  .filter(([key]) => key !== "id" && key !== "updatedAt")
  .map(([key, column]) => ({ key, column: column.name }));
/**
 * The ranked list's counts come from list entries alone (models/evidence.server.ts) and its moves from
 * edition imports: a seed or a file brings facts, never claims.
 */
const DERIVED = new Set(["sources", "sourceCount", "sourceMask", "mentions", "movedIn", "rankBefore", "rankAfter"]);

/** The columns a seed or an import writes, by table (New & Rising still takes its counts as given). */
export const WRITABLE_COLUMNS: Record<ListTable, { key: string; column: string }[]> = {
  restaurants: ALL_KEYS.filter((c) => !DERIVED.has(c.key)),
  newest_restaurants: ALL_KEYS,
};

/**
 * The one upsert of restaurant rows by slug, for the seed and for list imports alike: every row of
 * `from` (a FROM clause with its WHERE) brings its values as a JSON object in `payload`. A row changes
 * only when one of its values differs, so a re-run seed or a re-delivered import leaves the table (and
 * updated_at) untouched. Raw SQL: drizzle's insert-from-select writes every column of the table.
 */
export function restaurantUpsertSql(table: ListTable, { payload, from }: { payload: string; from: string }): string {
  const columns = WRITABLE_COLUMNS[table];
  const others = columns.filter((c) => c.key !== "slug");
  return `INSERT INTO ${table} (${columns.map((c) => `"${c.column}"`).join(", ")})
    SELECT ${columns.map((c) => `json_extract(${payload}, '$.${c.key}')`).join(", ")} FROM ${from}
    ON CONFLICT(slug) DO UPDATE SET ${others.map((c) => `"${c.column}" = excluded."${c.column}"`).join(", ")},
      updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE ${others.map((c) => `${table}."${c.column}" IS NOT excluded."${c.column}"`).join(" OR ")}`;
}

function tableNameOf(table: RestaurantTable): ListTable {
  return table === restaurants ? "restaurants" : "newest_restaurants";
}

/** The rows as one JSON parameter; `WHERE true` keeps SQLite from reading the upsert's ON as a join's. */
function upsertRowsStatement(db: Db, table: ListTable, rows: RestaurantRow[]): D1PreparedStatement {
  const json = JSON.stringify(rows.map((r) => ({ ...r, hasInstagramEmbed: r.hasInstagramEmbed ? 1 : 0 })));
  const upsert = restaurantUpsertSql(table, { payload: "value", from: "json_each(?1) WHERE true" });
  return db.$client.prepare(`${upsert} RETURNING 1`).bind(json);
}

/**
 * Writes rows in atomic batches; returns how many rows were inserted or changed (counted from
 * RETURNING, because D1's `changes` also counts the search-index triggers' writes).
 */
export async function upsertRestaurants(db: Db, table: RestaurantTable, rows: RestaurantRow[]): Promise<number> {
  let changed = 0;
  for (const group of chunk(chunk(rows, ROWS_PER_STATEMENT), STATEMENTS_PER_BATCH)) {
    const statements = group.map((part) => upsertRowsStatement(db, tableNameOf(table), part));
    const results = await db.$client.batch(statements);
    for (const result of results) changed += result.results.length;
  }
  return changed;
}
