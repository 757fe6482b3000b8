import { count, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { restaurants, sharedLists } from "~/db/schema.server";
import type { CardRestaurant } from "~/lib/evidence/card-claims";
import { defineRead, type Read } from "./batch.server";
import { restaurantsInRead } from "./restaurants-by-slug.server";
import { insertedRow, jsonArrayLength, jsonArrayValues, jsonEach, jsonGroupArray } from "./sql.server";
import { published } from "./published.server";

/** Stores the known slugs, in order, returning how many (0: none); one statement, so no import lands between. */
export async function createSharedList(db: Db, code: string, slugs: string[]): Promise<number> {
  const slug = sql`value`;
  const named = inArray(slug, db.select({ slug: restaurants.slug }).from(restaurants).where(published));
  // json_each's key keeps the given order through the aggregate.
  const kept = db
    .select({ slug: slug.as("kept_slug") })
    .from(jsonEach(JSON.stringify(slugs)))
    .where(named)
    .orderBy(sql`key`)
    .as("kept");
  const list = db
    .select({ slugs: jsonGroupArray(kept.slug).as("slugs"), n: count().as("n") })
    .from(kept)
    .as("list");
  const row = insertedRow(sharedLists, { code, slugs: list.slugs, createdAt: new Date().toISOString() });
  const [stored] = await db
    .insert(sharedLists)
    .select(db.select(row).from(list).where(gt(list.n, 0)))
    .returning({ count: jsonArrayLength(sharedLists.slugs) });
  return stored?.count ?? 0;
}

/** A shared list's own facts (null for an unknown code): when it was made and how many places it names. */
export function sharedListRead(db: Db, code: string): Read<{ createdAt: string; size: number } | null> {
  return defineRead(
    [
      db
        .select({ createdAt: sharedLists.createdAt, size: jsonArrayLength(sharedLists.slugs) })
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
