import type { RestaurantInput } from "~/lib/restaurant-record";
import type { CheckedEdition, Violation } from "./data-check";
import { entryWhere, isClosed } from "./data-check-common";
import { isMonth, isMonthOrYear } from "./dates";
import { monthNumber, NEW_AND_RISING_MONTHS } from "./new-and-rising";
import { safeHttpUrl } from "~/lib/safe-url";
import { areaKey, enclosingAreaKeys, nameKey, placeKey } from "./place-key";
import type { ListEntryInput } from "./types";

type Match = { restaurants: number[]; problem?: { rule: string; fix: string } };

function indexBy(restaurants: RestaurantInput[], key: (r: RestaurantInput) => string) {
  const index = new Map<string, number[]>();
  restaurants.forEach((r, i) => index.set(key(r), [...(index.get(key(r)) ?? []), i]));
  return index;
}

/** By name and street, by name and area when the entry gives only its area, or by name alone when it gives neither. */
function createMatcher(restaurants: RestaurantInput[]) {
  const byPlace = indexBy(restaurants, (r) => placeKey(r.name, r.address));
  const byArea = indexBy(restaurants, (r) => areaKey(r.name, r.neighborhood ?? ""));
  // An area a list names also finds a place we know to a neighborhood inside it (lib/areas.ts).
  const withinArea = new Map<string, number[]>();
  restaurants.forEach((r, i) => {
    for (const key of enclosingAreaKeys(r.name, r.neighborhood ?? "")) {
      withinArea.set(key, [...(withinArea.get(key) ?? []), i]);
    }
  });
  const byName = indexBy(restaurants, (r) => nameKey(r.name));
  const lookUp = (entry: ListEntryInput) => {
    if (entry.address?.trim()) return byPlace.get(placeKey(entry.name, entry.address));
    if (entry.area?.trim())
      return byArea.get(areaKey(entry.name, entry.area)) ?? withinArea.get(areaKey(entry.name, entry.area));
    return byName.get(nameKey(entry.name));
  };
  return (entry: ListEntryInput): Match => {
    const byNameOnly = !entry.address?.trim();
    const found = lookUp(entry) ?? [];
    if (found.length === 1) return { restaurants: found };
    if (!found.length) {
      const fix = byNameOnly
        ? "No restaurant has this name (in this area): add its record, or correct the entry's name or area."
        : "No restaurant has this name and street address: add its record, or correct the entry's name or address.";
      return { restaurants: [], problem: { rule: "unmatched entry", fix } };
    }
    if (byNameOnly && !entry.area?.trim()) {
      const fix = `${found.length} restaurants have this name: give the entry its street address.`;
      return { restaurants: [], problem: { rule: "ambiguous entry", fix } };
    }
    // A closed record at the same address is the place's past; the open one is what the entry names.
    // Several open ones are a duplicate place, reported (with its fix) once rather than per entry.
    const open = found.filter((i) => !isClosed(restaurants[i]));
    if (open.length) return { restaurants: open };
    const fix = `${found.length} closed restaurants share this name and street address: merge them into one record.`;
    return { restaurants: [], problem: { rule: "ambiguous entry", fix } };
  };
}

/** An opening is evidence only with the page that states it, a month or a year. */
function unsourcedOpening(entry: ListEntryInput) {
  if (entry.opened == null && entry.openedSource == null) return null;
  if (isMonthOrYear(entry.opened) && safeHttpUrl(entry.openedSource) !== null) return null;
  return {
    rule: "opening source",
    fix: "An opening needs its month as stated (opened: YYYY-MM, or YYYY where only the year is) and the page that states it (openedSource: its http(s) address): add what is missing, or remove both.",
  };
}

/** A new-openings entry is New & Rising evidence only with the month the place opened, as the list states it. */
function missingOpening(edition: CheckedEdition, entry: ListEntryInput) {
  if (edition.kind !== "new" || edition.openingsStated === false || isMonthOrYear(entry.opened)) return null;
  return {
    rule: "opening month",
    fix: "New & Rising shows when a place opened and who says so: add the month it opened as this list states it (opened: YYYY-MM), or the year where it states only that; a list that never says sets openingsStated: false.",
  };
}

/** New & Rising keeps places that opened within the two years before their new-openings edition's date. */
function staleOpening(edition: CheckedEdition, entry: ListEntryInput, place: RestaurantInput | undefined) {
  const opened = entry.opened ?? place?.openedMonth;
  const dated = edition.published ?? edition.edition;
  if (edition.kind !== "new" || !isMonth(opened) || !isMonthOrYear(dated)) return null;
  if (monthNumber(dated, "december") - monthNumber(opened, "january") <= NEW_AND_RISING_MONTHS) return null;
  return {
    rule: "stale opening",
    fix: `It opened ${opened}, more than two years before this new-openings edition (${dated}): remove the entry.`,
  };
}

/** Every entry names exactly one restaurant, once per edition; returns the restaurants any edition names, and those a current one names. */
export function checkEntries(restaurants: RestaurantInput[], lists: CheckedEdition[], current: Set<CheckedEdition>) {
  const match = createMatcher(restaurants);
  const named = new Set<number>();
  const listed = new Set<number>();
  const violations: Violation[] = [];
  for (const edition of lists) {
    const firstEntryOf = new Map<string, number>();
    edition.entries.forEach((entry, index) => {
      const where = entryWhere(edition, index, entry);
      const found = match(entry);
      if (found.problem) violations.push({ ...found.problem, where });
      const stale = staleOpening(edition, entry, restaurants[found.restaurants[0]]);
      if (stale) violations.push({ ...stale, where });
      const unsourced = unsourcedOpening(entry);
      if (unsourced) violations.push({ ...unsourced, where });
      const undated = current.has(edition) ? missingOpening(edition, entry) : null;
      if (undated) violations.push({ ...undated, where });
      found.restaurants.forEach((i) => named.add(i));
      if (current.has(edition)) found.restaurants.forEach((i) => listed.add(i));
      const key = found.restaurants.length ? `#${found.restaurants[0]}` : placeKey(entry.name, entry.address);
      const first = firstEntryOf.get(key);
      if (first === undefined) {
        firstEntryOf.set(key, index);
        return;
      }
      violations.push({
        rule: "duplicate entry",
        where,
        fix: `It names the same place as entry ${first + 1}: remove one.`,
      });
    });
  }
  return { named, listed, violations };
}
