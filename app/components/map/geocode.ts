import { fetchJson, HttpError } from "~/lib/fetch-json";
import type { LatLng } from "~/lib/geo";

type Located = LatLng & { label: string };
type GeocodeResult = { ok: true; place: Located } | { ok: false; error: string };

/** The messages a visitor sees; anything but a clean "not found" is a failure to find. */
const ZIP_NOT_FOUND = "ZIP code not found";
const LOCATION_NOT_FOUND = "Location not found";
const GEOCODE_FAILED = "Failed to find location";

async function getPlace(url: string, notFound: string): Promise<GeocodeResult> {
  try {
    const { lat, lng, label } = await fetchJson<Located>(url);
    return { ok: true, place: { lat, lng, label } };
  } catch (error) {
    return { ok: false, error: error instanceof HttpError && error.status === 404 ? notFound : GEOCODE_FAILED };
  }
}

export function geocodeZip(zip: string): Promise<GeocodeResult> {
  return getPlace(`/api/geo/zip/${encodeURIComponent(zip)}`, ZIP_NOT_FOUND);
}

export function geocodePlace(query: string): Promise<GeocodeResult> {
  return getPlace(`/api/geo/search?q=${encodeURIComponent(query.trim())}`, LOCATION_NOT_FOUND);
}

/** The city name for a browser fix, or null when the gazetteer has nothing near it. */
export async function reverseGeocode({ lat, lng }: LatLng): Promise<string | null> {
  try {
    return (await fetchJson<{ label?: string }>(`/api/geo/reverse?lat=${lat}&lng=${lng}`)).label ?? null;
  } catch {
    return null;
  }
}
