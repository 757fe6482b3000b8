import { drizzle } from "drizzle-orm/d1";

/** Per request, on D1 or a D1 session. No `schema` option: the relational query API would rebuild its table config on every
 * construction, and plain selects do everything we need. */
export function createDb(d1: D1Database) {
  return drizzle(d1);
}

export type Db = ReturnType<typeof createDb>;
