import { and, count, eq, inArray, isNotNull, max, or, sql, sum, type AnyColumn, type SQL } from "drizzle-orm";
import type { TypedQueryBuilder } from "drizzle-orm/query-builders/query-builder";
import type { Db } from "~/db/client.server";
import { importCounts, listEditions, listEntries, lists, restaurants, trustedSources } from "~/db/schema.server";
import { NEW_AND_RISING_MONTHS, NEW_AND_RISING_SOURCES } from "~/lib/evidence/new-and-rising";
import { SOURCE_NAMES } from "~/lib/sources";
import type { JobScope } from "./import-staging.server";
import { coalesce, differs, groupConcat, insertedRow, jsonEach, jsonKey } from "./sql.server";

/** The sources in display order (lib/sources.ts): one JSON parameter. */
const DISPLAY_ORDER = JSON.stringify(SOURCE_NAMES);

// The CTEs name computed fields unlike any table column: drizzle refers to a CTE's computed field by name alone.

/** lib/evidence/new-and-rising.ts's monthNumber in SQL: a year alone ("2024") is its January or its December. */
const monthNumber = (value: SQL | AnyColumn, yearAlone: 1 | 12) =>
  sql`(CAST(substr(${value}, 1, 4) AS INTEGER) * 12 + coalesce(nullif(CAST(substr(${value}, 6, 2) AS INTEGER), 0), ${sql.raw(String(yearAlone))}))`;

/** New & Rising's entry: on an Eater LA, LA Times, Time Out or Infatuation list within 24 months of opening. */
export const recentOpening = sql<number>`(${and(
  inArray(lists.sourceName, [...NEW_AND_RISING_SOURCES]),
  isNotNull(listEntries.openedMonth),
)} AND ${monthNumber(sql`coalesce(${listEditions.published}, ${listEditions.edition})`, 12)} - ${monthNumber(
  listEntries.openedMonth,
  1,
)} BETWEEN 0 AND ${sql.raw(String(NEW_AND_RISING_MONTHS))})`;

/** A restaurant id as the targets of derivedCounts select it. */
export const targetId = (id: AnyColumn) => sql<number>`${id}`.as("target_id");

type Targets = TypedQueryBuilder<{ id: SQL.Aliased<number> }>;

/** CTEs ending in `derived`: each target's source_count, source_mask (stored bits, not display order: decision 040),
 * sources (in display order) and mentions, over `editions`. */
export function derivedCounts(db: Db, targets: Targets, editions: SQL | undefined) {
  const display = db.$with("display").as(
    db
      .select({
        source: sql<string>`value`.as("display_source"),
        order: sql<number>`${jsonKey}`.as("display_order"),
      })
      .from(jsonEach(DISPLAY_ORDER)),
  );
  const target = db.$with("targets").as(targets);
  const perSource = db.$with("per_source").as(
    db
      .select({
        restaurantId: listEntries.restaurantId,
        source: lists.sourceName,
        fresh: max(recentOpening).as("source_fresh"),
      })
      .from(target)
      .innerJoin(listEntries, eq(listEntries.restaurantId, target.id))
      .innerJoin(listEditions, and(eq(listEditions.id, listEntries.editionId), editions))
      .innerJoin(lists, eq(lists.id, listEditions.listId))
      .groupBy(listEntries.restaurantId, lists.sourceName),
  );
  // group_concat takes the rows in the subquery's order: each place's sources in display order.
  const ordered = db
    .select({
      restaurantId: perSource.restaurantId,
      source: perSource.source,
      fresh: perSource.fresh,
      bit: sql<number>`1 << ${trustedSources.bit}`.as("source_bit"),
    })
    .from(perSource)
    .innerJoin(display, eq(display.source, perSource.source))
    .innerJoin(trustedSources, eq(trustedSources.name, perSource.source))
    .orderBy(perSource.restaurantId, sql`${display.order}`)
    .as("ordered");
  const agg = db.$with("agg").as(
    db
      .select({
        restaurantId: ordered.restaurantId,
        count: count().as("agg_count"),
        mask: sum(ordered.bit).as("agg_mask"),
        names: groupConcat(ordered.source, ", ").as("agg_names"),
        fresh: sum(ordered.fresh).as("agg_fresh"),
      })
      .from(ordered)
      .groupBy(ordered.restaurantId),
  );
  const derived = db.$with("derived").as(
    db
      .select({
        restaurantId: sql<number>`${target.id}`.as("derived_id"),
        sourceCount: coalesce<number>(agg.count, 0).as("derived_count"),
        sourceMask: coalesce<number>(agg.mask, 0).as("derived_mask"),
        sources: coalesce<string>(agg.names, "").as("derived_sources"),
        mentions: coalesce<number>(agg.fresh, 0).as("derived_mentions"),
      })
      .from(target)
      .leftJoin(agg, eq(agg.restaurantId, target.id)),
  );
  return { ctes: [display, target, perSource, agg, derived], derived };
}

type Derived = ReturnType<typeof derivedCounts>["derived"];

/** The derived columns as a restaurant row or an import_counts row writes them. */
export const derivedColumns = (derived: Derived) => ({
  sourceCount: sql<number>`${derived.sourceCount}`,
  sourceMask: sql<number>`${derived.sourceMask}`,
  sources: sql<string>`${derived.sources}`,
  mentions: sql<number>`${derived.mentions}`,
});

/** This claim's import_counts row of each `derived` restaurant: the counts the switch-over will write. */
export const importCountsRow = (scope: JobScope, derived: Derived) =>
  insertedRow(importCounts, {
    jobId: scope.jobId,
    attempt: scope.attempt,
    restaurantId: derived.restaurantId,
    ...derivedColumns(derived),
  });

/** A restaurant row whose stored derived columns differ from `derived`'s. */
export const derivedChanged = (derived: Derived) =>
  or(
    differs(restaurants.sourceCount, derived.sourceCount),
    differs(restaurants.sourceMask, derived.sourceMask),
    differs(restaurants.sources, derived.sources),
    differs(restaurants.mentions, derived.mentions),
  );
