import { getTableColumns, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { SQLiteInsertSelectQueryBuilder } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { restaurants } from "~/db/schema.server";
import type { RestaurantRow } from "~/lib/restaurant-record";
import { chunk, runBatch } from "./batch.server";
import { allRows, changedOnly, d1Statement, insertedRow, jsonEach, jsonField, sqliteNow } from "./sql.server";

/** Rows per statement: one JSON parameter carries them, so D1's 100-bound-parameter limit never binds. */
const ROWS_PER_STATEMENT = 400;
const STATEMENTS_PER_BATCH = 25;

/** Counts come from list entries alone and moves from edition imports: a seed or a file brings facts, never claims. */
const DERIVED = new Set(["sources", "sourceCount", "sourceMask", "mentions", "movedIn", "rankBefore", "rankAfter"]);

/** The columns a seed or an import writes, by key. */
const writableColumns: Record<string, AnyColumn> = Object.fromEntries(
  Object.entries(getTableColumns(restaurants)).filter(
    ([key]) => key !== "id" && key !== "updatedAt" && key !== "pendingJob" && !DERIVED.has(key),
  ),
);

/** A restaurant row whose written columns each take the field of that name of a JSON object. */
export function rowFromJson(field: (key: string) => SQL) {
  const values = Object.keys(writableColumns).map((key) => [key, field(key)]);
  return insertedRow(restaurants, Object.fromEntries(values));
}

/** The one upsert by slug, for seed and list imports alike. A row changes only when a value differs, so a re-run seed
 * or a redelivered import leaves the table (and updated_at) untouched. */
export function upsertOnSlug(db: Db, rows: SQLiteInsertSelectQueryBuilder<typeof restaurants>) {
  const { slug: _slug, ...others } = writableColumns;
  const { set, setWhere } = changedOnly(others);
  return db
    .insert(restaurants)
    .select(rows)
    .onConflictDoUpdate({ target: restaurants.slug, set: { ...set, updatedAt: sqliteNow }, setWhere });
}

/** The rows as one JSON parameter; counted by RETURNING. */
function upsertRowsStatement(db: Db, rows: RestaurantRow[]): D1PreparedStatement {
  const json = JSON.stringify(rows.map((r) => ({ ...r, hasInstagramEmbed: r.hasInstagramEmbed ? 1 : 0 })));
  const values = db
    .select(rowFromJson((key) => jsonField(key)))
    .from(jsonEach(json))
    .where(allRows);
  return d1Statement(db, upsertOnSlug(db, values).returning({ one: sql`1` }));
}

/** Atomic batches, counted from RETURNING: D1's `changes` also counts the search-index triggers' writes. */
export async function upsertRestaurants(db: Db, rows: RestaurantRow[]): Promise<number> {
  let changed = 0;
  for (const group of chunk(chunk(rows, ROWS_PER_STATEMENT), STATEMENTS_PER_BATCH)) {
    const statements = group.map((part) => upsertRowsStatement(db, part));
    const results = await runBatch(db, statements);
    for (const result of results) changed += result.results.length;
  }
  return changed;
}
