import { haversineMiles, type BoundingBox } from "~/lib/geo";
import type { RestaurantInput } from "~/lib/restaurant-record";
import type { Violation } from "./data-check";
import { restaurantWhere } from "./data-check-common";

/** LA County's mainland as a generous box (bits of Orange and Ventura pass); Avalon would need Catalina. */
const LA_COUNTY: BoundingBox = { minLat: 33.7, maxLat: 34.83, minLng: -118.95, maxLng: -117.64 };

export function isInLosAngelesCounty(lat: number, lng: number): boolean {
  return lat >= LA_COUNTY.minLat && lat <= LA_COUNTY.maxLat && lng >= LA_COUNTY.minLng && lng <= LA_COUNTY.maxLng;
}
/** Farther than this from its ZIP's centroid, either the coordinates or the address is wrong. */
const ZIP_RADIUS_MILES = 5;
const ZIP_AT_END = /\b(\d{5})(?:-\d{4})?\s*$/;

function coordinate(value: unknown): number | null {
  const n = typeof value === "string" && value.trim() ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
}

function checkLocation(restaurant: RestaurantInput, centroids: Map<string, { lat: number; lng: number }>): Violation[] {
  const where = restaurantWhere(restaurant);
  const found: Violation[] = [];
  const add = (rule: string, fix: string) => found.push({ rule, where, fix });
  const lat = coordinate(restaurant.lat);
  const lng = coordinate(restaurant.lng);
  const placed = lat !== null && lng !== null;
  // A place known to its neighborhood stands at the area's centre on the map, never at a point of its own.
  if (!restaurant.address?.trim()) {
    if (lat !== null || lng !== null)
      add(
        "coordinates without a street address",
        "It is known only to its neighborhood, so coordinates would place it where nobody has: remove lat/lng, or add its street address.",
      );
    return found;
  }
  const inCounty = placed && isInLosAngelesCounty(lat, lng);
  // A street address whose coordinates no source printed is shown and used for directions, not mapped.
  if ((lat === null) !== (lng === null))
    add("coordinates", "It has only one of lat and lng: add the other, or remove both.");
  else if (placed && !inCounty)
    add("coordinates", `(${lat}, ${lng}) is outside Los Angeles County: correct the coordinates.`);
  const zip = ZIP_AT_END.exec(restaurant.address ?? "")?.[1];
  const centroid = zip ? centroids.get(zip) : undefined;
  // A ZIP checks the coordinates; an address as a source printed it without one (and no point) stands.
  if (!zip) {
    if (placed) add("zip", "Its address does not end in a 5-digit ZIP: write the full street address, ZIP last.");
  } else if (!centroid) {
    add("zip", `ZIP ${zip} is not in data/gazetteer.json: correct the address's ZIP.`);
  } else if (inCounty) {
    const miles = haversineMiles({ lat, lng }, centroid);
    if (miles > ZIP_RADIUS_MILES) {
      add(
        "zip distance",
        `It is ${miles.toFixed(1)} miles from ZIP ${zip}'s centre: correct the coordinates or the address.`,
      );
    }
  }
  return found;
}

/** Every restaurant with a street address sits in the county, near the ZIP its address ends with. */
export function checkLocations(restaurants: RestaurantInput[], zips: { zip: string; lat: number; lng: number }[]) {
  const centroids = new Map(zips.map((z) => [z.zip, z]));
  return restaurants.flatMap((restaurant) => checkLocation(restaurant, centroids));
}
