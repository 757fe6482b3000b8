import { and, count, eq, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { editionStaging, restaurants } from "~/db/schema.server";
import type { JobScope } from "../import-staging.server";
import { stagedEntriesOf } from "./staged-entry.server";

/** A staged row naming a place we do not have. */
export const unknownPlace = (db: Db) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(restaurants)
      .where(eq(restaurants.placeKey, editionStaging.key)),
  );

/** Staged rows naming a place we do not have and lacking the facts to add it: rejected, by line. */
export async function unplaceableRows(db: Db, scope: JobScope, limit: number) {
  return db
    .select({
      line: editionStaging.line,
      name: editionStaging.name,
      problem: sql<string>`${editionStaging.addProblem}`,
    })
    .from(editionStaging)
    .where(and(stagedEntriesOf(scope), unknownPlace(db), isNotNull(editionStaging.addProblem)))
    .orderBy(editionStaging.seq)
    .limit(limit);
}

export async function countNewPlaces(db: Db, scope: JobScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(editionStaging)
    .where(and(stagedEntriesOf(scope), unknownPlace(db), isNull(editionStaging.addProblem)));
  return row?.n ?? 0;
}
