import type { Db } from "~/db/client.server";
import { findPlace, findZip, nearestPlace, nearestZip } from "~/models/gazetteer.server";
import { placeQueryKey } from "~/lib/geo";
import { searchUpstream } from "./upstream";

type ZipAnswer = { zip: string; lat: number; lng: number; label: string };
type SearchAnswer = { lat: number; lng: number; label: string; source: "gazetteer" | "upstream" };
type ReverseAnswer = { label: string; city: string; state: string; neighborhood: string | null };

/** Farther than this from every California ZIP centroid, a point is not somewhere we can name. */
const REVERSE_MAX_MILES = 25;
/** A neighborhood is named only when the point is this close to its centroid. */
const NEIGHBORHOOD_MAX_MILES = 2;

export const isZipQuery = (query: string) => /^\d{5}$/.test(query);

export async function lookupZip(db: Db, zip: string): Promise<ZipAnswer | null> {
  const row = await findZip(db, zip);
  return row ? { zip: row.zip, lat: row.lat, lng: row.lng, label: `${row.city}, ${row.state} ${row.zip}` } : null;
}

/** Gazetteer first (offline, free), the upstream only for names it lacks. ZIPs stay in the gazetteer (it holds every
 * California ZIP): a worldwide geocoder matches 5 digits to other countries' postal codes. */
export async function searchLocation(db: Db, query: string, upstreamUrl: string): Promise<SearchAnswer | null> {
  if (isZipQuery(query)) {
    const zip = await lookupZip(db, query);
    return zip && { lat: zip.lat, lng: zip.lng, label: zip.label, source: "gazetteer" };
  }
  const place = await findPlace(db, placeQueryKey(query));
  if (place) return { lat: place.lat, lng: place.lng, label: `${place.name}, ${place.state}`, source: "gazetteer" };
  if (!upstreamUrl) return null;
  const found = await searchUpstream(upstreamUrl, query);
  return found && { ...found, source: "upstream" };
}

/** The city comes from the nearest ZIP (postal cities name LA districts well); the neighborhood is extra. */
export async function reverseLocation(db: Db, lat: number, lng: number): Promise<ReverseAnswer | null> {
  const point = { lat, lng };
  const zip = await nearestZip(db, point, REVERSE_MAX_MILES);
  if (!zip) return null;
  const neighborhood = await nearestPlace(db, point, NEIGHBORHOOD_MAX_MILES, "neighborhood");
  const { city, state } = zip.item;
  return { label: `${city}, ${state}`, city, state, neighborhood: neighborhood?.item.name ?? null };
}
