import type { RestaurantInput } from "~/lib/restaurant-record";
import { slugify } from "~/lib/slug";
import type { CheckedEdition } from "./data-check";
import type { ListEntryInput } from "./types";

/** The rules exempt only status "closed"; a temporarily closed or moved place is held to them like an open one. */
export function isClosed(restaurant: RestaurantInput): boolean {
  return restaurant.status === "closed";
}

export function restaurantSlug(restaurant: RestaurantInput): string {
  return restaurant.slug ?? slugify(restaurant.name);
}

/** The address tells apart two records of one name, which share a slug when something is wrong. */
export function restaurantWhere(restaurant: RestaurantInput): string {
  const address = restaurant.address ? `, ${restaurant.address}` : `, ${restaurant.neighborhood ?? "no area"}`;
  return `restaurant "${restaurant.name}" (/restaurants/${restaurantSlug(restaurant)}${address})`;
}

export function editionWhere(edition: CheckedEdition): string {
  const label = `${edition.source}, ${edition.title}, ${edition.edition}`;
  return edition.file ? `${edition.file} (${label})` : label;
}

export function entryWhere(edition: CheckedEdition, index: number, entry: ListEntryInput): string {
  return `${editionWhere(edition)}, entry ${index + 1} "${entry.name}"`;
}
