import type { RestaurantSummary } from "../listing";
import { formatPrice } from "../price";
import { parseSources, TOTAL_SOURCES } from "../sources";

/** One restaurant as every export format writes it. */
export type ExportPlace = {
  /** Its shared rank in a list in ranking order (tied: others share it), else its place in the list. */
  rank: number;
  tied: boolean;
  name: string;
  cuisine: string;
  neighborhood: string;
  price: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The trusted lists it is on, in the site's order. */
  lists: string[];
  description: string | null;
  website: string | null;
  /** Its profile on this site: the link back. */
  url: string;
};

/** The restaurants in the order given, at their standings or numbered from 1, with links back to `siteUrl`. */
export function toExportPlaces(restaurants: RestaurantSummary[], siteUrl: string): ExportPlace[] {
  return restaurants.map((r, index) => ({
    rank: r.standing?.rank ?? index + 1,
    tied: r.standing?.tied ?? false,
    name: r.name,
    cuisine: r.cuisine,
    neighborhood: r.neighborhood,
    price: formatPrice(r.price),
    address: r.address,
    latitude: r.latitude,
    longitude: r.longitude,
    lists: parseSources(r.sources),
    description: r.description,
    website: r.websiteUrl,
    url: new URL(`/restaurants/${r.slug}`, siteUrl).href,
  }));
}

/** "On 3 of 10 trusted lists: Eater LA, LA Times, Michelin Guide" */
export function listsLine(place: ExportPlace): string {
  const count = `On ${place.lists.length} of ${TOTAL_SOURCES} trusted lists`;
  return place.lists.length ? `${count}: ${place.lists.join(", ")}` : count;
}

/** Coordinates only when both are real numbers on the globe (a place without them is still exported, unplaced). */
export function pointOf(place: ExportPlace): [longitude: number, latitude: number] | null {
  const { latitude: lat, longitude: lng } = place;
  if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? [lng, lat] : null;
}
