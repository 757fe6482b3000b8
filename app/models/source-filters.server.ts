import { and, count, countDistinct, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { listEditions, listEntries, lists, restaurants } from "~/db/schema.server";
import type { Distinction } from "~/lib/evidence/types";
import type { SourceFilterCounts } from "~/lib/source-filter-choices";
import { MICHELIN_CHOICES, michelinDistinctions, type SourceFilters } from "~/lib/source-filters";
import { slugify } from "~/lib/slug";
import { SOURCE_NAMES, sourceBit, sourceMask, type SourceName } from "~/lib/sources";
import { defineRead } from "./batch.server";
import { ranked } from "./restaurant-columns.server";

const MICHELIN: SourceName = "Michelin Guide";

/** Michelin's current entries: a distinction counts only on a current edition of a Michelin list. */
const currentMichelinEntries = () =>
  new QueryBuilder()
    .select({ restaurantId: listEntries.restaurantId, distinction: listEntries.distinction })
    .from(listEntries)
    .innerJoin(listEditions, and(eq(listEditions.id, listEntries.editionId), eq(listEditions.isCurrent, true)))
    .innerJoin(lists, and(eq(lists.id, listEditions.listId), eq(lists.sourceName, MICHELIN)));

function holdsDistinction(distinctions: readonly Distinction[]): SQL {
  const entries = currentMichelinEntries().where(
    and(eq(listEntries.restaurantId, restaurants.id), inArray(listEntries.distinction, [...distinctions])),
  );
  return sql`EXISTS ${entries}`;
}

/** Count and mask are the current lists (decision 012): only the Michelin distinction needs the entries. */
export function sourceFilterConditions(filters: SourceFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.lists) conditions.push(gte(restaurants.sourceCount, filters.lists));
  // 'On any of' the chosen sources: one shared bit is enough.
  if (filters.source) conditions.push(sql`(${restaurants.sourceMask} & ${sourceMask(filters.source)}) != 0`);
  if (filters.exclude) conditions.push(sql`(${restaurants.sourceMask} & ${sourceMask(filters.exclude)}) = 0`);
  if (filters.michelin) conditions.push(holdsDistinction(michelinDistinctions(filters.michelin)));
  return conditions;
}

/** How many restaurants each source-filter choice leaves (pages take it from the data cache). Each column is named: rows come back by column name. */
export function countSourceFilterChoices(db: Db) {
  const onSource = (name: SourceName) =>
    sql<number>`coalesce(sum((${restaurants.sourceMask} & ${sourceBit(name)}) != 0), 0)`.as(slugify(name));
  const michelin = currentMichelinEntries().as("michelin");
  const holding = (value: string) =>
    countDistinct(
      sql`CASE WHEN ${inArray(michelin.distinction, [...michelinDistinctions(value)])} THEN ${michelin.restaurantId} END`,
    ).as(value);
  return defineRead(
    [
      db
        .select({ lists: restaurants.sourceCount, count: count() })
        .from(restaurants)
        .where(ranked)
        .groupBy(restaurants.sourceCount),
      db
        .select(Object.fromEntries(SOURCE_NAMES.map((name) => [name, onSource(name)])))
        .from(restaurants)
        .where(ranked),
      db
        .select(Object.fromEntries(MICHELIN_CHOICES.map((c) => [c.value, holding(c.value)])))
        .from(michelin)
        .innerJoin(restaurants, and(eq(restaurants.id, michelin.restaurantId), ranked)),
    ],
    ([byListCount, [bySource], [byMichelin]]): SourceFilterCounts => ({
      byListCount: byListCount.map((row) => [row.lists, row.count]),
      bySource,
      byMichelin,
    }),
  );
}
