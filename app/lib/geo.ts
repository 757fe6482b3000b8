import { sortKey } from "./slug";

export type LatLng = { lat: number; lng: number };
export type BoundingBox = { minLat: number; maxLat: number; minLng: number; maxLng: number };

/** The earth radius the distance filter's haversine uses, in miles. */
const EARTH_RADIUS_MILES = 3959;
export const DISTANCE_OPTIONS = [1, 3, 5, 10, 25] as const;
/** Radius 0 means the distance filter is off. */
const NO_DISTANCE_LIMIT = 0;
/** Where the map centres, and where Near Me falls back to when the browser gives no location. */
export const DOWNTOWN_LA: LatLng = { lat: 34.0522, lng: -118.2437 };
export const DOWNTOWN_LA_LABEL = "Los Angeles, CA";

const ZIP_LENGTH = 5;
const PLACE_QUERY_MIN = 3;
export const PLACE_QUERY_MAX = 50;

const RADIANS = Math.PI / 180;
const MILES_PER_DEGREE = EARTH_RADIUS_MILES * RADIANS;

export function haversineMiles(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RADIANS;
  const dLng = (b.lng - a.lng) * RADIANS;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}

/** The distance shown to diners and compared with the radius: haversine, to 0.1 mile. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  return roundMiles(haversineMiles(a, b));
}

/** A radius from the URL: one of the offered options, anything else (empty, junk, 7) is off. */
export function parseRadiusMiles(value: string | null | undefined): number {
  const miles = Number(value);
  return (DISTANCE_OPTIONS as readonly number[]).includes(miles) ? miles : NO_DISTANCE_LIMIT;
}

export function isValidCoordinate(lat: unknown, lng: unknown): boolean {
  return (
    typeof lat === "number" &&
    typeof lng === "number" &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/** Query-string coordinates; plain decimals only, because Number("") is 0 and Number("1e3") is 1000. */
export function parseLatLng(lat: string | null | undefined, lng: string | null | undefined): LatLng | null {
  const decimal = /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/;
  if (!lat || !lng || !decimal.test(lat) || !decimal.test(lng)) return null;
  const point = { lat: Number(lat), lng: Number(lng) };
  return isValidCoordinate(point.lat, point.lng) ? point : null;
}

/** A box that holds every point within `miles` of `center`: a cheap index-friendly prefilter. */
export function boundingBox(center: LatLng, miles: number): BoundingBox {
  const dLat = miles / MILES_PER_DEGREE;
  const cosLat = Math.cos(center.lat * RADIANS);
  const dLng = cosLat > 1e-6 ? Math.min(180, dLat / cosLat) : 180;
  return { minLat: center.lat - dLat, maxLat: center.lat + dLat, minLng: center.lng - dLng, maxLng: center.lng + dLng };
}

/** The closest candidate within `maxMiles`, or null; ties keep the earlier candidate. */
export function nearestTo<T extends LatLng>(
  candidates: T[],
  point: LatLng,
  maxMiles: number,
): { item: T; miles: number } | null {
  let best: { item: T; miles: number } | null = null;
  for (const item of candidates) {
    const miles = haversineMiles(point, item);
    if (miles <= maxMiles && (!best || miles < best.miles)) best = { item, miles };
  }
  return best;
}

/** ZIP input keeps digits only, at most five. */
export function sanitizeZipInput(value: string): string {
  return value.replace(/\D/g, "").slice(0, ZIP_LENGTH);
}

export function canApplyZip(value: string): boolean {
  return /^\d{5}$/.test(value);
}

export function sanitizePlaceInput(value: string): string {
  return value.slice(0, PLACE_QUERY_MAX);
}

/** Enter needs 3+ characters; the Apply button is also enabled when the browser gave a location. */
export function canApplyPlace(value: string, hasBrowserLocation = false): boolean {
  const length = value.trim().length;
  return (length >= PLACE_QUERY_MIN && length <= PLACE_QUERY_MAX) || hasBrowserLocation;
}

/** Names Angelenos type that the gazetteer spells out. */
const PLACE_ALIASES: Record<string, string> = {
  la: "los angeles",
  dtla: "downtown",
  weho: "west hollywood",
  ktown: "koreatown",
};

/** The gazetteer look-up key: accent-folded, lowercased, one space, without a trailing ", CA" or ", USA". */
export function placeQueryKey(query: string): string {
  const key = sortKey(query)
    .replace(/\s+/g, " ")
    .replace(/(\s*,\s*(ca|california|us|usa|united states))+\.?$/, "")
    .replace(/[\s,]+$/, "");
  // Own keys only: "__proto__" or "constructor" must stay words, not the object's built-ins.
  return Object.hasOwn(PLACE_ALIASES, key) ? PLACE_ALIASES[key] : key;
}

type LocatableRestaurant = {
  neighborhoodSlug: string;
  latitude: number | null;
  longitude: number | null;
};

/** Its own coordinates when valid, else its area's centre (approximate); null when we hold none. */
export function mapLocation(
  restaurant: LocatableRestaurant,
  centres: Readonly<Record<string, LatLng>>,
): (LatLng & { approximate: boolean }) | null {
  const { latitude, longitude } = restaurant;
  if (isValidCoordinate(latitude, longitude)) return { lat: latitude!, lng: longitude!, approximate: false };
  if (!Object.hasOwn(centres, restaurant.neighborhoodSlug)) return null;
  const centre = centres[restaurant.neighborhoodSlug];
  return { lat: centre.lat, lng: centre.lng, approximate: true };
}
