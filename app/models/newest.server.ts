import { and, asc, desc, eq, exists, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { listEditions, listEntries, lists, restaurants, trustedSources } from "~/db/schema.server";
import type { RestaurantSummary } from "~/lib/listing";
import { defineRead, type Read } from "./batch.server";
import { isCurrentEdition } from "./list-ids.server";
import { notClosed, summaryColumns } from "./restaurant-columns.server";

/**
 * New & Rising: the open places on a current new-openings list, most sources first, ties by name.
 * The condition is written as restaurants_new_and_rising_idx is (literals, not bound values), so the
 * read stays on that index.
 */
function newestQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(restaurants)
    .where(and(notClosed, sql`${restaurants.mentions} > 0`))
    .orderBy(desc(restaurants.mentions), asc(restaurants.sortName));
}

/** New & Rising in order: the first `limit`, or all. */
export function newestRestaurantsRead(db: Db, limit?: number): Read<RestaurantSummary[]> {
  const query = newestQuery(db);
  return defineRead([limit ? query.limit(limit) : query], ([rows]) => rows);
}

/** The sources whose current new-openings edition names at least one place, in display order. */
export function newOpeningsSourcesRead(db: Db): Read<string[]> {
  const named = db
    .select({ one: sql`1` })
    .from(listEntries)
    .where(eq(listEntries.editionId, listEditions.id));
  const query = db
    .selectDistinct({ source: lists.sourceName, order: trustedSources.sortOrder })
    .from(lists)
    .innerJoin(listEditions, and(eq(listEditions.listId, lists.id), isCurrentEdition, exists(named)))
    .innerJoin(trustedSources, eq(trustedSources.name, lists.sourceName))
    .where(eq(lists.kind, "new"))
    .orderBy(trustedSources.sortOrder);
  return defineRead([query], ([rows]) => rows.map((row) => row.source));
}
