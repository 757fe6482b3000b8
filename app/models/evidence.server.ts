import { and, eq, isNotNull, max } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { dataMeta, listEditions, restaurants } from "~/db/schema.server";
import type { ListEditionInput } from "~/lib/evidence/types";
import { currentEditions } from "~/lib/evidence/current";
import { createEntryKeyer } from "~/lib/evidence/place-key";
import { derivedChanged, derivedColumns, derivedCounts, targetId } from "./derived-counts.server";
import { editionStatements, entryStatements, removeUnlistedStatement, type EditionRecord } from "./edition-rows.server";
import { isCurrentEdition } from "./list-ids.server";
import { changedOnly, d1Statement, insertedRow } from "./sql.server";

/** Marks the latest edition of each list current; entries are keyed by place (`places` resolve entries by area). */
export function toEditionRecords(
  editions: (ListEditionInput & { list: string })[],
  places: Parameters<typeof createEntryKeyer>[0] = [],
): EditionRecord[] {
  const current = currentEditions(editions);
  const keyOf = createEntryKeyer(places);
  return editions.map(({ entries, evidence: _evidence, ...edition }, i) => ({
    ...edition,
    current: current.has(editions[i]),
    entries: entries.map((entry) => ({
      placeKey: keyOf(entry),
      rank: entry.rank ?? null,
      distinction: entry.distinction ?? null,
      distinctionYear: entry.distinctionYear ?? null,
      note: entry.note ?? null,
      openedMonth: entry.opened ?? null,
      openedSource: entry.openedSource ?? null,
    })),
  }));
}

/** Each list's editions are set not current before one is marked: the partial unique index allows only one. */
export function writeEditionStatements(db: Db, editions: EditionRecord[]): D1PreparedStatement[] {
  return editions.flatMap((e) => [
    ...editionStatements(db, e),
    removeUnlistedStatement(db, e),
    ...entryStatements(db, e),
  ]);
}

/** Recomputes derived columns from current editions, writing only rows that differ; batched with the entries. */
export function recomputeCountsStatement(db: Db): D1PreparedStatement {
  const everyRestaurant = db.select({ id: targetId(restaurants.id) }).from(restaurants);
  const { ctes, derived } = derivedCounts(db, everyRestaurant, isCurrentEdition);
  const update = db
    .with(...ctes)
    .update(restaurants)
    .set(derivedColumns(derived))
    .from(derived)
    .where(and(eq(derived.restaurantId, restaurants.id), derivedChanged(derived)));
  return d1Statement(db, update);
}

/** The data's as-of date: the latest day a current edition was read (null before any is loaded). */
export function asOfDateStatement(db: Db): D1PreparedStatement {
  const latestRead = max(listEditions.readOn);
  const asOf = db
    .select(insertedRow(dataMeta, { key: "data_updated_at", value: latestRead }))
    .from(listEditions)
    .where(isCurrentEdition)
    .having(isNotNull(latestRead));
  const upsert = db
    .insert(dataMeta)
    .select(asOf)
    .onConflictDoUpdate({ target: dataMeta.key, ...changedOnly({ value: dataMeta.value }) });
  return d1Statement(db, upsert);
}
