import { pick, RESTAURANT_COLUMNS } from "~/lib/csv/headers";
import { readRestaurantRecord } from "~/lib/csv/restaurant-rows";
import { quoteValue, reject, type RowOutcome } from "~/lib/csv/row-outcome";
import type { RestaurantRow } from "~/lib/restaurant-record";
import { safeHttpUrl } from "~/lib/safe-url";
import { isInLosAngelesCounty } from "./data-check-locations";
import { isMonthOrYear } from "./dates";
import type { EditionMeta } from "./edition-meta";
import { DISTINCTIONS, type Distinction } from "./types";

export const ENTRY_COLUMNS = {
  name: RESTAURANT_COLUMNS.name,
  address: RESTAURANT_COLUMNS.address,
  rank: ["rank", "position", "number"],
  distinction: ["distinction", "award", "stars"],
  opened: ["opened", "opened month", "opening month"],
  openedSource: ["opened source", "opening source"],
} as const;

/** One claim of an edition and, for a place we may not have yet, its facts. */
export type EntryRow = {
  rank: number | null;
  distinction: Distinction | null;
  /** When the place opened ("YYYY-MM" or "YYYY") and the page that says so: New & Rising's evidence. */
  openedMonth: string | null;
  openedSource: string | null;
  restaurant: RestaurantRow;
  /** Why the place cannot be added if it is new (null: it can): the same rules data:check applies. */
  addProblem: string | null;
};

/** A list edition CSV row keyed by the place (name and street), so the same place twice in one edition is caught. */
export function readEntryRecord(values: Record<string, string>, meta: EditionMeta): RowOutcome<EntryRow> {
  const facts = readRestaurantRecord(values);
  if (!facts?.ok) return facts;
  const restaurant = facts.row;
  const rankText = pick(values, ENTRY_COLUMNS.rank);
  let rank: number | null = null;
  if (rankText !== null) {
    if (!meta.ranked) return reject(`rank ${quoteValue(rankText)} given, but this list is not ranked`);
    rank = Number(rankText);
    if (!Number.isInteger(rank) || rank < 1 || rank > meta.declaredSize)
      return reject(`rank ${quoteValue(rankText)} must be a whole number from 1 to ${meta.declaredSize}`);
  }
  const distinctionText = pick(values, ENTRY_COLUMNS.distinction);
  const distinction = DISTINCTIONS.find((d) => d.toLowerCase() === distinctionText?.toLowerCase()) ?? null;
  if (distinctionText !== null) {
    if (meta.source !== "Michelin Guide") return reject("distinctions are Michelin's: leave it empty for this source");
    if (!distinction)
      return reject(`distinction ${quoteValue(distinctionText)} must be one of: ${DISTINCTIONS.join(", ")}`);
  }
  const openedMonth = pick(values, ENTRY_COLUMNS.opened);
  const openedSource = pick(values, ENTRY_COLUMNS.openedSource);
  if (openedMonth !== null || openedSource !== null) {
    if (!isMonthOrYear(openedMonth)) return reject("opened must be the month the place opened, as YYYY-MM (or YYYY)");
    if (!safeHttpUrl(openedSource)) return reject("opened source must be the http(s) address of the page stating it");
  }
  return {
    ok: true,
    key: restaurant.placeKey,
    row: { rank, distinction, openedMonth, openedSource, restaurant, addProblem: addProblem(values, restaurant) },
  };
}

function addProblem(values: Record<string, string>, restaurant: RestaurantRow): string | null {
  // Without a street address a place is known to its neighborhood: it needs no coordinates and takes none.
  const located = restaurant.address !== null;
  if (!located && (restaurant.latitude !== null || restaurant.longitude !== null))
    return "it has coordinates but no street address: give its street address, or leave out the coordinates";
  const missing = [
    pick(values, RESTAURANT_COLUMNS.cuisine) === null ? "cuisine" : "",
    pick(values, RESTAURANT_COLUMNS.neighborhood) === null ? "neighborhood" : "",
    located && (restaurant.latitude === null || restaurant.longitude === null) ? "latitude and longitude" : "",
  ].filter(Boolean);
  if (missing.length) return `to add it, give its ${missing.join(", ")}`;
  if (located && !isInLosAngelesCounty(restaurant.latitude!, restaurant.longitude!))
    return `its coordinates (${restaurant.latitude}, ${restaurant.longitude}) are outside Los Angeles County`;
  return null;
}
