import { categoryPath, FAVOURITE_CATEGORIES, type CategoryType } from "~/lib/category";
import { priceSlug } from "~/lib/price";
import { overLongField, toRestaurantRow, type RestaurantInput } from "~/lib/restaurant-record";
import { neighborhoodSlug } from "~/lib/slug";
import type { Violation } from "./data-check";
import { isClosed, restaurantSlug, restaurantWhere } from "./data-check-common";
import { isDay, isMonth } from "./dates";
import { areaKey, placeKey } from "./place-key";
import { RESTAURANT_STATUSES } from "./types";

const NEEDS_CLOSED_MONTH = ["closed", "temporarily-closed", "moved"];

function checkStatusAndDates(restaurant: RestaurantInput): Violation[] {
  const where = restaurantWhere(restaurant);
  const found: Violation[] = [];
  const add = (rule: string, fix: string) => found.push({ rule, where, fix });
  const { status, closedMonth, openedMonth, lastVerified } = restaurant;
  if (status != null && !(RESTAURANT_STATUSES as readonly string[]).includes(status)) {
    add("status", `status "${status}" is unknown: use one of ${RESTAURANT_STATUSES.join(", ")}.`);
  }
  if (status && NEEDS_CLOSED_MONTH.includes(status) && !closedMonth) {
    add(
      "closed month",
      `It is ${status} but has no closedMonth: add the month it ${status === "moved" ? "moved" : "closed"} as YYYY-MM.`,
    );
  }
  for (const [field, value] of Object.entries({ openedMonth, closedMonth })) {
    if (value != null && !isMonth(value)) {
      add("date format", `${field} "${value}" is not a month: write it as YYYY-MM.`);
    }
  }
  if (lastVerified != null && !isDay(lastVerified)) {
    add("date format", `lastVerified "${lastVerified}" is not a day: write it as YYYY-MM-DD.`);
  }
  const tooLong = overLongField(restaurant);
  if (tooLong) {
    const { field, length, limit } = tooLong;
    add("field too long", `${field} is ${length} characters; at most ${limit} are allowed (FIELD_LIMITS): shorten it.`);
  }
  return found;
}

function groupsOfMany(restaurants: RestaurantInput[], key: (r: RestaurantInput) => string) {
  const groups = new Map<string, RestaurantInput[]>();
  for (const r of restaurants) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return [...groups.entries()].filter(([, group]) => group.length > 1);
}

function checkDuplicates(restaurants: RestaurantInput[]): Violation[] {
  const open = restaurants.filter((r) => !isClosed(r));
  const withStreet = open.filter((r) => r.address?.trim());
  const places = groupsOfMany(withStreet, (r) => placeKey(r.name, r.address)).map(([, group]) => ({
    rule: "duplicate place",
    where: group.map(restaurantWhere).join(" and "),
    fix: "They share a name and street address, so they are one place: merge the records, or mark the one that is gone closed.",
  }));
  // Without a street address, name and neighborhood are the identity: two such records cannot be told apart.
  const areas = groupsOfMany(open, (r) => areaKey(r.name, r.neighborhood ?? ""))
    .filter(([, group]) => group.some((r) => !r.address?.trim()))
    .map(([, group]) => ({
      rule: "duplicate name and neighborhood",
      where: group.map(restaurantWhere).join(" and "),
      fix: "They share a name and neighborhood and one has no street address, so they read as one place: merge them, or give each its street address.",
    }));
  const slugs = groupsOfMany(restaurants, restaurantSlug).map(([slug, group]) => ({
    rule: "duplicate slug",
    where: group.map(restaurantWhere).join(" and "),
    fix: `They share the profile URL /restaurants/${slug}: give each branch its own slug, such as "${slug}-${neighborhoodSlug(group[1].neighborhood ?? "")}".`,
  }));
  return [...places, ...areas, ...slugs];
}

/** A profile links its category pages, which must list a place; only ranked places (`listed`) link them. */
function checkCategories(restaurants: RestaurantInput[], listed: Set<number>): Violation[] {
  const pages = new Map<string, { open: boolean; linkedFrom: RestaurantInput[] }>();
  for (const restaurant of restaurants.filter((r, i) => !isClosed(r) && listed.has(i))) {
    const row = toRestaurantRow(restaurant);
    const links: [CategoryType, string | null][] = [
      ["cuisine", row.cuisineSlug],
      ["neighborhood", row.neighborhoodSlug],
      ["occasion", row.occasionSlug],
      ["price", row.price ? priceSlug(row.price) : null],
    ];
    for (const [type, slug] of links) {
      if (!slug) continue;
      const path = categoryPath(type, slug);
      const page = pages.get(path) ?? { open: false, linkedFrom: [] };
      page.open = true;
      page.linkedFrom.push(restaurant);
      pages.set(path, page);
    }
  }
  for (const [type, favourites] of Object.entries(FAVOURITE_CATEGORIES) as [CategoryType, { slug: string }[]][]) {
    for (const { slug } of favourites) {
      const path = categoryPath(type, slug);
      if (!pages.has(path)) pages.set(path, { open: false, linkedFrom: [] });
    }
  }
  return [...pages.entries()]
    .filter(([, page]) => !page.open)
    .map(([path, page]) => ({
      rule: "empty category",
      where: `${path}, linked from ${page.linkedFrom.length ? page.linkedFrom.map(restaurantWhere).join(" and ") : "every profile's Explore More"}`,
      fix: "No open restaurant is on this page: add one that belongs here, or stop linking to it (FAVOURITE_CATEGORIES in app/lib/category.ts).",
    }));
}

/** `listed`: the restaurants a current edition names (their indices). */
export function checkRestaurants(restaurants: RestaurantInput[], listed: Set<number>): Violation[] {
  return [
    ...restaurants.flatMap(checkStatusAndDates),
    ...checkDuplicates(restaurants),
    ...checkCategories(restaurants, listed),
  ];
}
