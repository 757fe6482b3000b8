import type { LatLng } from "~/lib/geo";

export type Located = LatLng & { label: string };
export type GeocodeResult = { ok: true; place: Located } | { ok: false; error: string };

/** Spec section 8's messages; anything but a clean "not found" is a failure to find. */
export const ZIP_NOT_FOUND = "ZIP code not found";
export const LOCATION_NOT_FOUND = "Location not found";
export const GEOCODE_FAILED = "Failed to find location";

async function getPlace(url: string, notFound: string): Promise<GeocodeResult> {
  try {
    const response = await fetch(url, { headers: { Accept: "application/json" } });
    if (response.status === 404) return { ok: false, error: notFound };
    if (!response.ok) return { ok: false, error: GEOCODE_FAILED };
    const { lat, lng, label } = (await response.json()) as Located;
    return { ok: true, place: { lat, lng, label } };
  } catch {
    return { ok: false, error: GEOCODE_FAILED };
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
    const response = await fetch(`/api/geo/reverse?lat=${lat}&lng=${lng}`, { headers: { Accept: "application/json" } });
    if (!response.ok) return null;
    return ((await response.json()) as { label?: string }).label ?? null;
  } catch {
    return null;
  }
}
