import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { sharedLists } from "~/db/schema.server";
import type { CardRestaurant } from "~/lib/evidence/card-claims";
import { defineRead, type Read } from "./batch.server";
import { restaurantsInRead } from "./restaurants-by-slug.server";
import { jsonArrayValues } from "./sql.server";

/**
 * Stores a list under `code` with those of `slugs` that name a restaurant (ranked or New & Rising),
 * in their order, and returns how many it kept: 0 stores nothing. One statement, so the check and
 * the write cannot be split by an import in between.
 */
export async function createSharedList(db: Db, code: string, slugs: string[]): Promise<number> {
  // Raw SQL: an INSERT … SELECT of an aggregate over json_each, which drizzle's builder cannot express.
  const [row] = await db.all<{ count: number }>(sql`
    INSERT INTO shared_lists (code, slugs, created_at)
    SELECT ${code}, kept.list, ${new Date().toISOString()}
    FROM (
      SELECT json_group_array(value) AS list, count(*) AS n
      FROM (
        SELECT incoming.value AS value FROM json_each(${JSON.stringify(slugs)}) AS incoming
        WHERE incoming.value IN (SELECT slug FROM restaurants) OR incoming.value IN (SELECT slug FROM newest_restaurants)
        ORDER BY incoming.key
      )
    ) AS kept
    WHERE kept.n > 0
    RETURNING json_array_length(slugs) AS count`);
  return row?.count ?? 0;
}

/** A shared list's own facts (null for an unknown code): when it was made and how many places it names. */
export function sharedListRead(db: Db, code: string): Read<{ createdAt: string; size: number } | null> {
  return defineRead(
    [
      db
        .select({ createdAt: sharedLists.createdAt, size: sql<number>`json_array_length(${sharedLists.slugs})` })
        .from(sharedLists)
        .where(eq(sharedLists.code, code)),
    ],
    ([[row]]) => row ?? null,
  );
}

/** The shared list's restaurants as cards show them, in rank order, in the same batch as the list itself. */
export function sharedRestaurantsRead(db: Db, code: string): Read<CardRestaurant[]> {
  const list = sql`(SELECT ${sharedLists.slugs} FROM ${sharedLists} WHERE ${sharedLists.code} = ${code})`;
  return restaurantsInRead(db, jsonArrayValues(list));
}
