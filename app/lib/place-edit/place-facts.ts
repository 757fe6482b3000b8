import { formatPrice } from "~/lib/price";
import { toRestaurantRow } from "~/lib/restaurant-record";
import type { RestaurantStatus } from "~/lib/evidence/types";
import { cleanInstagramHandle } from "~/lib/csv/instagram-rows";
import { cleanInstagramUrl } from "~/lib/csv/instagram-url";
import { PLACE_FIELD_LABELS, type PlaceField, type PlaceForm, type PlaceFormValues } from "./place-form";

/** The stored columns the edit form writes (camelCase, as drizzle names them). */
export type PlaceFacts = {
  name: string;
  address: string | null;
  neighborhood: string;
  latitude: number | null;
  longitude: number | null;
  cuisine: string;
  /** The cuisine as stated: the form edits it, and the family and style follow from it. */
  cuisineLabel: string | null;
  price: number | null;
  websiteUrl: string | null;
  reservationUrl: string | null;
  phone: string | null;
  instagramHandle: string | null;
  instagramEmbedLink: string | null;
  description: string | null;
  status: string;
  closedMonth: string | null;
  openedMonth: string | null;
};

const COLUMN_OF: Record<PlaceField, keyof PlaceFacts> = {
  ...(Object.fromEntries(Object.keys(PLACE_FIELD_LABELS).map((f) => [f, f])) as Record<PlaceField, keyof PlaceFacts>),
  website: "websiteUrl",
  cuisine: "cuisineLabel",
};

/** Normalised exactly as an import's row (toRestaurantRow), so slug, sort name and place key follow the facts. */
export function placeRowFrom(form: PlaceForm, reservationPlatform: string | null) {
  const row = toRestaurantRow({
    ...form,
    lat: form.latitude,
    lng: form.longitude,
    instagramHandle: form.instagramHandle ? (cleanInstagramHandle(form.instagramHandle) ?? null) : null,
    instagramEmbedLink: cleanInstagramUrl(form.instagramEmbedLink),
    reservationPlatform,
    status: form.status as RestaurantStatus,
    closedMonth: form.status === "open" ? null : form.closedMonth,
  });
  return {
    name: row.name,
    sortName: row.sortName,
    address: row.address,
    neighborhood: row.neighborhood,
    neighborhoodSlug: row.neighborhoodSlug,
    latitude: row.latitude,
    longitude: row.longitude,
    cuisine: row.cuisine,
    cuisineSlug: row.cuisineSlug,
    cuisineStyle: row.cuisineStyle,
    cuisineStyleSlug: row.cuisineStyleSlug,
    cuisineLabel: row.cuisineLabel,
    price: row.price,
    websiteUrl: row.websiteUrl,
    reservationUrl: row.reservationUrl,
    reservationPlatform: row.reservationPlatform,
    phone: row.phone,
    instagramHandle: row.instagramHandle,
    instagramEmbedLink: row.instagramEmbedLink,
    hasInstagramEmbed: row.hasInstagramEmbed,
    description: row.description,
    placeKey: row.placeKey,
    status: row.status,
    closedMonth: row.closedMonth,
    openedMonth: row.openedMonth,
  };
}

/** How a stored value reads in the form and in a change record ('' for none). */
function shown(field: PlaceField, facts: PlaceFacts): string {
  const value = facts[COLUMN_OF[field]];
  if (field === "price") return formatPrice(value as number | null) ?? "";
  return value === null ? "" : String(value);
}

/** The form's starting values: what the place has now. */
export function placeFormValuesOf(facts: PlaceFacts): PlaceFormValues {
  const values = {} as PlaceFormValues;
  for (const field of Object.keys(PLACE_FIELD_LABELS) as PlaceField[]) values[field] = shown(field, facts);
  return values;
}

export type Correction = { field: string; before: string | null; after: string | null };

/** Each fact that differs, by its label, before → after (null for none). */
export function placeCorrections(before: PlaceFacts, after: PlaceFacts): Correction[] {
  return (Object.keys(PLACE_FIELD_LABELS) as PlaceField[]).flatMap((field) => {
    const [was, is] = [shown(field, before), shown(field, after)];
    return was === is ? [] : [{ field: PLACE_FIELD_LABELS[field], before: was || null, after: is || null }];
  });
}
