import type { RestaurantInput } from "../restaurant-record";
import { slugify } from "../slug";
import type { CheckedEdition } from "./data-check";
import type { ListEntryInput } from "./types";

export function isMonth(value: unknown): value is string {
  return typeof value === "string" && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** A real calendar day: "2025-02-30" has the right shape but no such day. */
export function isDay(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** The rules exempt only status "closed"; a temporarily closed or moved place is held to them like an open one. */
export function isClosed(restaurant: RestaurantInput): boolean {
  return restaurant.status === "closed";
}

export function restaurantSlug(restaurant: RestaurantInput): string {
  return restaurant.slug ?? slugify(restaurant.name);
}

/** The address tells apart two records of one name, which share a slug when something is wrong. */
export function restaurantWhere(restaurant: RestaurantInput): string {
  const address = restaurant.address ? `, ${restaurant.address}` : "";
  return `restaurant "${restaurant.name}" (/restaurants/${restaurantSlug(restaurant)}${address})`;
}

export function editionWhere(edition: CheckedEdition): string {
  const label = `${edition.source}, ${edition.title}, ${edition.edition}`;
  return edition.file ? `${edition.file} (${label})` : label;
}

export function entryWhere(edition: CheckedEdition, index: number, entry: ListEntryInput): string {
  return `${editionWhere(edition)}, entry ${index + 1} "${entry.name}"`;
}
