import type { RestaurantRow } from "~/lib/restaurant-record";
import { toPlaceRows } from "~/models/seed.server";
import { newAndRisingByPlace, sourcesByPlace } from "~/lib/evidence/current";
import { sourceMask } from "~/lib/sources";
import { readShippedDataset } from "../../../scripts/lib/dataset";

/**
 * What the e2e database holds, computed from the shipped dataset it is seeded with: a second process
 * opening the database the worker serves can make the worker fail.
 */
const dataset = readShippedDataset();

/** SQLite's default (binary) order on the accent-free sort key. */
const byKey = (a: RestaurantRow, b: RestaurantRow) => (a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : 0);

const claims = sourcesByPlace(dataset.lists, dataset.restaurants);

const openPlaces = toPlaceRows(dataset.restaurants)
  .filter((row) => row.status !== "closed")
  .map((row) => {
    const sources = claims.get(row.placeKey) ?? [];
    return { ...row, sources: sources.join(", "), sourceCount: sources.length, sourceMask: sourceMask(sources) };
  });

/** The ranked list in rank order (closed places and places on no current list left out): most trusted lists first, ties by name. */
export const ranked = openPlaces
  .filter((row) => row.sourceCount > 0)
  .sort((a, b) => b.sourceCount - a.sourceCount || byKey(a, b));

/** What a card's rank says to a screen reader for a place of `list` (in rank order): "Rank 3", "Shared rank =45". */
export function rankSaid(list: readonly { sourceCount: number }[], sourceCount: number): string {
  const above = list.filter((r) => r.sourceCount > sourceCount).length;
  const peers = list.filter((r) => r.sourceCount === sourceCount).length;
  return peers > 1 ? `Shared rank =${above + 1}` : `Rank ${above + 1}`;
}

/** Open places only earlier editions name: each keeps its profile, out of the ranking. */
export const historyOnly = openPlaces.filter((row) => row.sourceCount === 0);

/** Places the data marks closed: each keeps its profile, off every list. */
export const closedPlaces = toPlaceRows(dataset.restaurants).filter((row) => row.status === "closed");

/** The ranked list by name, as the alphabetical sort shows it. */
export const alphabetical = [...ranked].sort(byKey);

/**
 * New & Rising in its order: open places a current Eater LA, LA Times, Time Out or Infatuation edition
 * names within 24 months of their stated opening, most such sources first, then most lists of any kind,
 * ties by name.
 */
const fresh = newAndRisingByPlace(dataset.lists, dataset.restaurants);
export const newest = ranked
  .filter((row) => fresh.has(row.placeKey))
  .map((row) => ({ ...row, mentions: fresh.get(row.placeKey)!.length }))
  .sort((a, b) => b.mentions - a.mentions || b.sourceCount - a.sourceCount || byKey(a, b));

export function countBy<K>(list: RestaurantRow[], key: (row: RestaurantRow) => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (const row of list) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}
