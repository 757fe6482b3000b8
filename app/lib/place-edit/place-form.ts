import { z } from "zod";
import { cleanInstagramHandle } from "~/lib/csv/instagram-rows";
import { cleanInstagramUrl } from "~/lib/csv/instagram-url";
import { isMonth } from "~/lib/evidence/dates";
import { RESTAURANT_STATUSES } from "~/lib/evidence/types";
import { PRICE_LEVELS } from "~/lib/price";
import { FIELD_LIMITS } from "~/lib/restaurant-record";
import { safeHttpUrl } from "~/lib/safe-url";
import { slugify } from "~/lib/slug";

/** The facts a diner sees, as the edit form names its fields, in the form's order. */
export const PLACE_FIELD_LABELS = {
  name: "Name",
  address: "Street address",
  neighborhood: "Neighborhood",
  latitude: "Latitude",
  longitude: "Longitude",
  cuisine: "Cuisine",
  price: "Price",
  website: "Website",
  reservationUrl: "Booking link",
  phone: "Phone",
  instagramHandle: "Instagram handle",
  instagramEmbedLink: "Instagram post link",
  description: "Description",
  status: "Status",
  closedMonth: "Status month",
  openedMonth: "Opened month",
} as const;
export type PlaceField = keyof typeof PLACE_FIELD_LABELS;
export type PlaceFormValues = Record<PlaceField, string>;
type PlaceFormErrors = Partial<Record<PlaceField, string>>;

// Tabs and newlines are whitespace the text rules flatten; other control characters are refused.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const text = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !CONTROL.test(v), "must not contain control characters")
    .transform((v) => v.replace(/\s+/g, " ").trim());
const required = (max: number) => text(max).refine((v) => v !== "", "is required");
const optional = (max: number, isValid: (v: string) => boolean = () => true, problem = "") =>
  text(max).refine((v) => v === "" || isValid(v), problem);
const coordinate = (min: number, max: number) =>
  optional(
    40,
    (v) => Number.isFinite(Number(v)) && Number(v) >= min && Number(v) <= max,
    `must be a number from ${min} to ${max}`,
  );
const month = (thisMonth: string) =>
  optional(7, (v) => isMonth(v) && v <= thisMonth, `must be YYYY-MM, no later than ${thisMonth}`);

/** Each field checked by the rule an imported row meets; values stay as typed (place-facts.ts stores them). */
function placeFormSchema(thisMonth: string) {
  return z.object({
    name: required(FIELD_LIMITS.name).refine(
      // The import's text rules read these as no value, and a name needs something its slug can keep.
      (v) => v === "" || (slugify(v) !== "" && !/^(none|null|unknown|n\/a)$/i.test(v)),
      "must have letters or digits",
    ),
    address: optional(FIELD_LIMITS.address),
    neighborhood: required(FIELD_LIMITS.neighborhood),
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
    cuisine: required(FIELD_LIMITS.cuisine),
    price: optional(10, (v) => PRICE_LEVELS.includes(v as never), "must be $, $$, $$$, $$$$ or empty"),
    website: optional(FIELD_LIMITS.website, (v) => safeHttpUrl(v) !== null, "must be an http(s) link"),
    reservationUrl: optional(FIELD_LIMITS.reservationUrl, (v) => safeHttpUrl(v) !== null, "must be an http(s) link"),
    phone: optional(FIELD_LIMITS.phone),
    instagramHandle: optional(
      FIELD_LIMITS.instagramHandle,
      (v) => cleanInstagramHandle(v) !== undefined,
      "is not a valid Instagram handle",
    ),
    instagramEmbedLink: optional(
      FIELD_LIMITS.instagramEmbedLink,
      (v) => cleanInstagramUrl(v) !== null,
      "must be an instagram.com post or reel link",
    ),
    description: optional(FIELD_LIMITS.description),
    status: z.enum(RESTAURANT_STATUSES, { message: "must be open, temporarily closed, closed or moved" }),
    closedMonth: month(thisMonth),
    openedMonth: month(thisMonth),
  });
}

export type PlaceForm = z.output<ReturnType<typeof placeFormSchema>>;

/** What a form can say that a row cannot: both coordinates or neither, and a month for any status but open. */
function crossFieldErrors(values: PlaceFormValues): PlaceFormErrors {
  const errors: PlaceFormErrors = {};
  const [lat, lng] = [values.latitude.trim(), values.longitude.trim()];
  const missing = lat ? "longitude" : "latitude";
  if (!lat !== !lng) errors[missing] = `${PLACE_FIELD_LABELS[missing]} is needed with the other coordinate`;
  if (RESTAURANT_STATUSES.some((s) => s === values.status && s !== "open") && !values.closedMonth.trim())
    errors.closedMonth = `${PLACE_FIELD_LABELS.closedMonth} is needed unless the place is open`;
  return errors;
}

/** The form checked whole: every refused field with its message ("Latitude must be …"), or the form. */
export function readPlaceForm(
  values: PlaceFormValues,
  thisMonth: string,
): { form: PlaceForm; errors: null } | { form: null; errors: PlaceFormErrors } {
  const parsed = placeFormSchema(thisMonth).safeParse(values);
  const errors: PlaceFormErrors = crossFieldErrors(values);
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as PlaceField;
    errors[field] ??= `${PLACE_FIELD_LABELS[field]} ${issue.message}`;
  }
  return parsed.success && Object.keys(errors).length === 0
    ? { form: parsed.data, errors: null }
    : { form: null, errors };
}

/** The form's fields from a request's, each a string ('' when missing or a file). */
export function placeFormValues(form: { get(name: string): unknown }): PlaceFormValues {
  const values = {} as PlaceFormValues;
  for (const field of Object.keys(PLACE_FIELD_LABELS) as PlaceField[]) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}
