import { canApplyPlace, canApplyZip, sanitizePlaceInput, sanitizeZipInput, type LatLng } from "~/lib/geo";
import type { ListParams } from "~/lib/list-params";

/** An entry starting with a digit is a ZIP (digits only, five); anything else is a place (3–50). */
export const isZipEntry = (value: string) => /^\d/.test(value);

export const sanitizeEntry = (value: string) =>
  isZipEntry(value.trimStart()) ? sanitizeZipInput(value) : sanitizePlaceInput(value);

export const entryIsValid = (value: string) => (isZipEntry(value) ? canApplyZip(value) : canApplyPlace(value));

/** What Apply says about an entry it cannot use; an empty entry means "my location", so it is fine. */
export function entryProblem(value: string): string | null {
  if (!value.trim() || entryIsValid(value)) return null;
  return isZipEntry(value)
    ? "Invalid ZIP code: a ZIP code has 5 digits."
    : "Invalid ZIP code: enter 5 digits, or at least 3 characters of a city or neighborhood.";
}

/** Points in the URL carry four decimals (about 10 m), so they are compared at that precision. */
const samePoint = (a: LatLng, b: LatLng | null) =>
  !!b && Math.round(a.lat * 1e4) === Math.round(b.lat * 1e4) && Math.round(a.lng * 1e4) === Math.round(b.lng * 1e4);

/**
 * The origin the list is measured from when the visitor typed it (a ZIP, or a place that is not the
 * browser's fix), as the dialog names it; null when the browser's location (or nothing) is in use.
 */
export function typedOrigin(
  params: ListParams,
  browserPoint: LatLng | null,
  named: (LatLng & { label: string }) | null,
): string | null {
  if (params.zip) return `ZIP ${params.zip}`;
  const { near } = params;
  if (!near || !browserPoint || samePoint(near, browserPoint)) return null;
  return named && samePoint(near, named) ? named.label : `${near.lat}, ${near.lng}`;
}
