import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { listEditions, listEntries, lists, restaurants, trustedSources } from "~/db/schema.server";
import type { RestaurantSummary } from "~/lib/listing";
import { defineRead, type Read } from "./batch.server";
import { recentOpening } from "./derived-counts.server";
import { isCurrentEdition } from "./list-ids.server";
import { notClosed, summaryColumns } from "./restaurant-columns.server";

/** Most New & Rising lists, then most lists, then A to Z; literals as restaurants_new_and_rising_idx has them. */
function newestQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(restaurants)
    .where(and(notClosed, sql`${restaurants.mentions} > 0`))
    .orderBy(desc(restaurants.mentions), desc(restaurants.sourceCount), asc(restaurants.sortName));
}

export function newestRestaurantsRead(db: Db, limit?: number): Read<RestaurantSummary[]> {
  const query = newestQuery(db);
  return defineRead([limit ? query.limit(limit) : query], ([rows]) => rows);
}

export function newestCountRead(db: Db): Read<number> {
  const query = db
    .select({ total: count() })
    .from(restaurants)
    .where(and(notClosed, sql`${restaurants.mentions} > 0`));
  return defineRead([query], ([[{ total }]]) => total);
}

/** The sources whose current editions make an open place New & Rising, in display order. */
export function newOpeningsSourcesRead(db: Db): Read<string[]> {
  const query = db
    .selectDistinct({ source: lists.sourceName, order: trustedSources.sortOrder })
    .from(listEntries)
    .innerJoin(listEditions, and(eq(listEditions.id, listEntries.editionId), isCurrentEdition))
    .innerJoin(lists, eq(lists.id, listEditions.listId))
    .innerJoin(restaurants, and(eq(restaurants.id, listEntries.restaurantId), notClosed))
    .innerJoin(trustedSources, eq(trustedSources.name, lists.sourceName))
    .where(sql`${recentOpening} = 1`)
    .orderBy(trustedSources.sortOrder);
  return defineRead([query], ([rows]) => rows.map((row) => row.source));
}
