import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { savedRestaurants } from "~/db/schema.server";

export const MAX_SAVED_PER_USER = 500;

/** Restaurant slugs as app/lib/slug.ts makes them: lowercase letters, digits and single hyphens. */
export const savedSlugSchema = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
export const savedSlugsSchema = z.array(savedSlugSchema).max(MAX_SAVED_PER_USER);

/** Oldest first: the order they were saved in. */
export async function listSavedSlugs(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: savedRestaurants.restaurantSlug })
    .from(savedRestaurants)
    .where(eq(savedRestaurants.userId, userId))
    .orderBy(sql`rowid`);
  return rows.map((r) => r.slug);
}

/**
 * Adds the browser's slugs to the account's (a union) and returns the result. The slugs travel as
 * one JSON parameter, and the insert stops at the cap, in a single statement.
 */
export async function mergeSavedSlugs(db: Db, userId: string, slugs: string[]): Promise<string[]> {
  const unique = [...new Set(savedSlugsSchema.parse(slugs))];
  if (unique.length) {
    await db.run(sql`
      INSERT OR IGNORE INTO saved_restaurants (user_id, restaurant_slug, created_at)
      SELECT ${userId}, incoming.value, ${new Date().toISOString()}
      FROM json_each(${JSON.stringify(unique)}) AS incoming
      WHERE incoming.value NOT IN (SELECT restaurant_slug FROM saved_restaurants WHERE user_id = ${userId})
      ORDER BY incoming.key
      LIMIT max(0, ${MAX_SAVED_PER_USER} - (SELECT count(*) FROM saved_restaurants WHERE user_id = ${userId}))`);
  }
  return listSavedSlugs(db, userId);
}

/** Returns the list afterwards; the slug is missing from it when the list was already full. */
export async function addSaved(db: Db, userId: string, slug: string): Promise<string[]> {
  return mergeSavedSlugs(db, userId, [slug]);
}

export async function removeSaved(db: Db, userId: string, slug: string): Promise<void> {
  await db
    .delete(savedRestaurants)
    .where(and(eq(savedRestaurants.userId, userId), eq(savedRestaurants.restaurantSlug, slug)));
}

export async function clearSaved(db: Db, userId: string): Promise<void> {
  await db.delete(savedRestaurants).where(eq(savedRestaurants.userId, userId));
}
