import { and, count, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { beenRestaurants, savedRestaurants } from "~/db/schema.server";
import { SAVED_LIMIT } from "~/lib/saved-set";
import { restaurantSlugSchema } from "~/lib/slug-list-schema";
import { jsonEach, rowid } from "./sql.server";

/** A signed-in user's lists of restaurants: saved, and been to. Both hold slugs, in the same shape and limits. */
export type UserList = "saved" | "been";
const TABLES = { saved: savedRestaurants, been: beenRestaurants };

export const MAX_PER_LIST = SAVED_LIMIT;

export const listSlugsSchema = z.array(restaurantSlugSchema).max(MAX_PER_LIST);

/** Oldest first: the order they were added in. */
export async function listSlugs(db: Db, list: UserList, userId: string): Promise<string[]> {
  const table = TABLES[list];
  const rows = await db
    .select({ slug: table.restaurantSlug })
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(rowid(table));
  return rows.map((r) => r.slug);
}

/** A union with the account's, returned; slugs go as one JSON parameter and the insert stops at the cap. */
export async function mergeSlugs(db: Db, list: UserList, userId: string, slugs: string[]): Promise<string[]> {
  const unique = [...new Set(listSlugsSchema.parse(slugs))];
  const table = TABLES[list];
  if (unique.length) {
    const theirs = db.select({ slug: table.restaurantSlug }).from(table).where(eq(table.userId, userId));
    const held = db.select({ n: count() }).from(table).where(eq(table.userId, userId));
    // A raw SELECT: the cap is a LIMIT computed in the statement, which drizzle's limit() cannot take.
    // Its fields follow the table's columns (user_id, restaurant_slug, created_at), as the insert names them.
    const incoming = sql`SELECT ${userId}, value, ${new Date().toISOString()} FROM ${jsonEach(JSON.stringify(unique))}
      WHERE value NOT IN ${theirs} ORDER BY key LIMIT max(0, ${MAX_PER_LIST} - ${held})`;
    await db.insert(table).select(incoming).onConflictDoNothing();
  }
  return listSlugs(db, list, userId);
}

export async function removeSlug(db: Db, list: UserList, userId: string, slug: string): Promise<void> {
  const table = TABLES[list];
  await db.delete(table).where(and(eq(table.userId, userId), eq(table.restaurantSlug, slug)));
}

export async function clearList(db: Db, list: UserList, userId: string): Promise<void> {
  const table = TABLES[list];
  await db.delete(table).where(eq(table.userId, userId));
}
