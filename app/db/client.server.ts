import { drizzle } from "drizzle-orm/d1";

/** Per request. No `schema` option: the relational API would rebuild its table config on every construction. */
export function createDb(d1: D1Database) {
  return drizzle(d1);
}

export type Db = ReturnType<typeof createDb>;
