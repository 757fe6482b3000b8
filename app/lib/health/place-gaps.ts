/** What a place's profile can lack, in the order the Data health tab and data:check list them. */
export const PLACE_GAPS = [
  "no-address",
  "no-coordinates",
  "no-price",
  "no-website",
  "no-booking",
  "no-description",
  "not-verified",
  "report-open",
] as const;
export type PlaceGap = (typeof PLACE_GAPS)[number];

export const PLACE_GAP_LABELS: Record<PlaceGap, string> = {
  "no-address": "No street address",
  "no-coordinates": "No coordinates",
  "no-price": "No price",
  "no-website": "No website",
  "no-booking": "No booking link",
  "no-description": "No description",
  "not-verified": "Not verified in 12 months",
  "report-open": "Status reported, not reviewed",
};

/** The fields the gaps read, as the shipped files and the database both have them. */
type GapFields = {
  address?: string | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
  price?: number | string | null;
  website?: string | null;
  reservationUrl?: string | null;
  description?: string | null;
  lastVerified?: string | null;
};

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === "";

/** "2025-11-28" for "2026-11-28": a place last verified before this day is due again. */
export function verifiedCutoff(today: string): string {
  return `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
}

/** An open place's gaps as the files show them ('report-open' is database-only); an empty address is missing. */
export function placeGapsOf(place: GapFields, today: string): PlaceGap[] {
  const found: [PlaceGap, boolean][] = [
    ["no-address", blank(place.address)],
    ["no-coordinates", blank(place.latitude) || blank(place.longitude)],
    ["no-price", blank(place.price) || String(place.price).trim().toLowerCase() === "unknown"],
    ["no-website", blank(place.website)],
    ["no-booking", blank(place.reservationUrl)],
    ["no-description", blank(place.description)],
    ["not-verified", blank(place.lastVerified) || String(place.lastVerified) < verifiedCutoff(today)],
  ];
  return found.filter(([, missing]) => missing).map(([gap]) => gap);
}
