import { and, count, eq, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { importStaging, restaurants } from "~/db/schema.server";
import { stagedBy, type JobScope } from "../import-staging.server";
import { checkedEntries, entryField } from "./staged-entry.server";

/** A staged row naming a place we do not have. */
export const unknownPlace = (db: Db) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(restaurants)
      .where(eq(restaurants.placeKey, importStaging.key)),
  );
/** Why a staged row of a place we do not have cannot add it (a missing cuisine, neighborhood or address). */
export const addProblem = entryField("addProblem");

/** Staged rows naming a place we do not have and lacking the facts to add it: rejected, by line. */
export async function unplaceableRows(db: Db, scope: JobScope, limit: number) {
  const rows = await db
    .select({
      line: importStaging.line,
      name: entryField("restaurant.name"),
      problem: sql<string>`${addProblem}`,
    })
    .from(importStaging)
    .where(and(stagedBy(scope), unknownPlace(db), isNotNull(addProblem)))
    .orderBy(importStaging.seq)
    .limit(limit);
  return checkedEntries(rows);
}

export async function countNewPlaces(db: Db, scope: JobScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(importStaging)
    .where(and(stagedBy(scope), unknownPlace(db), isNull(addProblem)));
  return row?.n ?? 0;
}
