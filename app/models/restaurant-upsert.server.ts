import { getTableColumns, sql } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { newestRestaurants, restaurants } from "~/db/schema.server";
import type { RestaurantRow } from "~/lib/restaurant-record";
import { chunk } from "./batch.server";

export type RestaurantTable = typeof restaurants | typeof newestRestaurants;

/** Rows per statement: one JSON parameter carries them, so D1's 100-bound-parameter limit never binds. */
const ROWS_PER_STATEMENT = 400;
/** Statements per db.batch() round trip. */
const STATEMENTS_PER_BATCH = 25;

const dialect = new SQLiteSyncDialect();

const ALL_KEYS = Object.entries(getTableColumns(restaurants))
  .filter(([key]) => key !== "id" && key !== "updatedAt")
  .map(([key, column]) => ({ key, column: column.name }));
/**
 * The ranked list's counts come from list entries alone (models/evidence.server.ts) and its moves from
 * edition imports: a seed or a file brings facts, never claims.
 */
const DERIVED = new Set(["sources", "sourceCount", "sourceMask", "mentions", "movedIn", "rankBefore", "rankAfter"]);

/** The columns a seed or an import writes, by table (New & Rising still takes its counts as given). */
export const WRITABLE_COLUMNS = {
  restaurants: ALL_KEYS.filter((c) => !DERIVED.has(c.key)),
  newest_restaurants: ALL_KEYS,
};
const writableKeys = (table: RestaurantTable) => WRITABLE_COLUMNS[tableNameOf(table)];

/**
 * Upserts by slug, changing a row only when one of its values differs, so re-running a seed or
 * re-delivering an import leaves the table (and updated_at) untouched.
 */
function upsertStatement(db: Db, table: RestaurantTable, rows: RestaurantRow[]): D1PreparedStatement {
  const WRITABLE_KEYS = writableKeys(table);
  const tableName = sql.identifier(tableNameOf(table));
  const columns = sql.join(
    WRITABLE_KEYS.map((c) => sql.identifier(c.column)),
    sql`, `,
  );
  const values = sql.join(
    WRITABLE_KEYS.map((c) => sql.raw(`json_extract(value, '$.${c.key}')`)),
    sql`, `,
  );
  const updates = sql.join(
    WRITABLE_KEYS.filter((c) => c.key !== "slug").map((c) => sql.raw(`"${c.column}" = excluded."${c.column}"`)),
    sql`, `,
  );
  const changed = sql.join(
    WRITABLE_KEYS.filter((c) => c.key !== "slug").map((c) =>
      sql.raw(`${tableNameOf(table)}."${c.column}" IS NOT excluded."${c.column}"`),
    ),
    sql` OR `,
  );
  const json = JSON.stringify(rows.map((r) => ({ ...r, hasInstagramEmbed: r.hasInstagramEmbed ? 1 : 0 })));
  const query = dialect.sqlToQuery(sql`INSERT INTO ${tableName} (${columns})
    SELECT ${values} FROM json_each(${json}) WHERE true
    ON CONFLICT(slug) DO UPDATE SET ${updates}, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
    WHERE ${changed}
    RETURNING 1`);
  // drizzle cannot batch raw SQL with parameters, so the statement is prepared on D1 itself.
  return db.$client.prepare(query.sql).bind(...query.params);
}

function tableNameOf(table: RestaurantTable): keyof typeof WRITABLE_COLUMNS {
  return table === restaurants ? "restaurants" : "newest_restaurants";
}

/**
 * Writes rows in atomic batches; returns how many rows were inserted or changed (counted from
 * RETURNING, because D1's `changes` also counts the search-index triggers' writes).
 */
export async function upsertRestaurants(db: Db, table: RestaurantTable, rows: RestaurantRow[]): Promise<number> {
  let changed = 0;
  for (const group of chunk(chunk(rows, ROWS_PER_STATEMENT), STATEMENTS_PER_BATCH)) {
    const statements = group.map((part) => upsertStatement(db, table, part));
    const results = await db.$client.batch(statements);
    for (const result of results) changed += result.results.length;
  }
  return changed;
}
