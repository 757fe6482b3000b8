import { getTableColumns, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { SQLiteInsertSelectQueryBuilder } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { newestRestaurants, restaurants } from "~/db/schema.server";
import type { RestaurantRow } from "~/lib/restaurant-record";
import { chunk } from "./batch.server";
import { allRows, changedOnly, d1Statement, insertedRow, jsonEach, jsonField, sqliteNow } from "./sql.server";

export type RestaurantTable = typeof restaurants | typeof newestRestaurants;
/** A restaurant table by its SQL name. */
export type ListTable = "restaurants" | "newest_restaurants";

export const restaurantTable = (name: ListTable): RestaurantTable =>
  name === "restaurants" ? restaurants : newestRestaurants;

/** Rows per statement: one JSON parameter carries them, so D1's 100-bound-parameter limit never binds. */
const ROWS_PER_STATEMENT = 400;
/** Statements per batch round trip. */
const STATEMENTS_PER_BATCH = 25;

/**
 * The ranked list's counts come from list entries alone (models/evidence.server.ts) and its moves from
 * edition imports: a seed or a file brings facts, never claims.
 */
const DERIVED = new Set(["sources", "sourceCount", "sourceMask", "mentions", "movedIn", "rankBefore", "rankAfter"]);

/** The columns a seed or an import writes, by key (New & Rising still takes its counts as given). */
function writableColumns(table: RestaurantTable): Record<string, AnyColumn> {
  const written = Object.entries(getTableColumns(table)).filter(
    ([key]) => key !== "id" && key !== "updatedAt" && !(table === restaurants && DERIVED.has(key)),
  );
  return Object.fromEntries(written);
}

/** A row of `table` whose written columns each take the field of that name of a JSON object. */
export function rowFromJson(table: RestaurantTable, field: (key: string) => SQL) {
  const values = Object.keys(writableColumns(table)).map((key) => [key, field(key)]);
  return insertedRow(table, Object.fromEntries(values));
}

type RowsOf<T extends RestaurantTable> = SQLiteInsertSelectQueryBuilder<T>;

/**
 * The one upsert of restaurant rows by slug, for the seed and for list imports alike: `rows` selects
 * them (rowFromJson). A row changes only when one of its values differs, so a re-run seed or a
 * re-delivered import leaves the table (and updated_at) untouched.
 */
export function upsertOnSlug<T extends RestaurantTable>(db: Db, table: T, rows: RowsOf<T>) {
  const { slug: _slug, ...others } = writableColumns(table);
  const { set, setWhere } = changedOnly(others);
  return db
    .insert(table)
    .select(rows)
    .onConflictDoUpdate({ target: table.slug, set: { ...set, updatedAt: sqliteNow }, setWhere });
}

/** The rows as one JSON parameter; counted by RETURNING. */
function upsertRowsStatement(db: Db, table: RestaurantTable, rows: RestaurantRow[]): D1PreparedStatement {
  const json = JSON.stringify(rows.map((r) => ({ ...r, hasInstagramEmbed: r.hasInstagramEmbed ? 1 : 0 })));
  const values = db
    .select(rowFromJson(table, (key) => jsonField(key)))
    .from(jsonEach(json))
    .where(allRows);
  return d1Statement(db, upsertOnSlug(db, table, values).returning({ one: sql`1` }));
}

/**
 * Writes rows in atomic batches; returns how many rows were inserted or changed (counted from
 * RETURNING, because D1's `changes` also counts the search-index triggers' writes).
 */
export async function upsertRestaurants(db: Db, table: RestaurantTable, rows: RestaurantRow[]): Promise<number> {
  let changed = 0;
  for (const group of chunk(chunk(rows, ROWS_PER_STATEMENT), STATEMENTS_PER_BATCH)) {
    const statements = group.map((part) => upsertRowsStatement(db, table, part));
    const results = await db.$client.batch(statements);
    for (const result of results) changed += result.results.length;
  }
  return changed;
}
