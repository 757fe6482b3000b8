import type { RestaurantInput } from "~/lib/restaurant-record";
import { isClosed, restaurantWhere } from "./data-check-common";
import { checkEditions, findCurrentEditions } from "./data-check-editions";
import { checkEntries } from "./data-check-entries";
import { checkLocations } from "./data-check-locations";
import { checkPlaces } from "./data-check-places";
import { createEntryKeyer, placeKey } from "./place-key";
import { checkRestaurants } from "./data-check-restaurants";
import type { ListEditionInput } from "./types";

/** One broken rule: which rule, where a person finds the offender, and what to do, in one sentence. */
export type Violation = { rule: string; where: string; fix: string };

/** An edition as the dataset reader gives it: `list` is its slug across editions, `file` where it lives. */
export type CheckedEdition = ListEditionInput & { list: string; file?: string };

export type DataCheckInput = {
  restaurants: RestaurantInput[];
  lists: CheckedEdition[];
  zips: { zip: string; lat: number; lng: number }[];
};

/** Every integrity rule over a dataset; an empty result means it is fit to ship. */
export function checkDataset({ restaurants, lists, zips }: DataCheckInput): Violation[] {
  const { current, violations: currentViolations } = findCurrentEditions(lists);
  const { named, listed, violations: entryViolations } = checkEntries(restaurants, lists, current);
  // Every claim is a dated edition's: a place no edition names has nothing to show. One named only by
  // earlier editions keeps its profile, out of the ranking; a closed one keeps its profile regardless.
  const unlisted = restaurants.flatMap((restaurant, index) =>
    named.has(index) || isClosed(restaurant)
      ? []
      : [
          {
            rule: "unlisted restaurant",
            where: restaurantWhere(restaurant),
            fix: "No list edition names it: add the edition that lists it, mark it closed if it has closed, or remove it.",
          },
        ],
  );
  const keyOf = createEntryKeyer(restaurants);
  const distinctions = new Map(
    [...current]
      .filter((e) => e.source === "Michelin Guide")
      .flatMap((e) => e.entries.map((entry) => [keyOf(entry), entry.distinction ?? null] as const)),
  );
  const distinctionOf = (r: RestaurantInput) => distinctions.get(placeKey(r.name, r.address)) ?? null;
  return [
    ...checkEditions(lists),
    ...currentViolations,
    ...entryViolations,
    ...checkRestaurants(restaurants, listed),
    ...checkLocations(restaurants, zips),
    ...checkPlaces(restaurants, listed, distinctionOf),
    ...unlisted,
  ];
}
