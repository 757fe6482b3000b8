import { PRICE_LEVELS } from "~/lib/price";
import {
  FIELD_LIMITS,
  overLongField,
  toRestaurantRow,
  type RestaurantInput,
  type RestaurantRow,
} from "~/lib/restaurant-record";
import { safeHttpUrl } from "~/lib/safe-url";
import { pick, RESTAURANT_COLUMNS } from "./headers";
import { cleanInstagramHandle } from "./instagram-rows";
import { cleanInstagramUrl } from "./instagram-url";
import { quoteValue, reject, type RowOutcome } from "./row-outcome";

type Field = keyof typeof RESTAURANT_COLUMNS;

/** The name a message uses for a column: its header in the ranked list's CSV. */
const LABELS: Record<Field, string> = {
  name: "Restaurant Name",
  cuisine: "Cuisine",
  neighborhood: "Neighborhood",
  sources: "Sources",
  description: "Description",
  specialties: "Specialties",
  address: "Address",
  phone: "phone",
  reservationPlatform: "reservation_platform",
  occasion: "Occasion",
  slug: "slug",
  price: "Price Range",
  mentions: "Mentions",
  website: "website_url",
  reservationUrl: "reservation_url",
  instagramHandle: "instagram_handle",
  instagramEmbedLink: "instagram_embed_link",
  rating: "rating",
  lat: "latitude",
  lng: "longitude",
};

function numberIn(value: string, min: number, max: number): boolean {
  const n = Number(value);
  return value.trim() !== "" && Number.isFinite(n) && n >= min && n <= max;
}

/** Each check returns a reason when a present value is unusable. */
const CHECKS: [Field, (value: string) => boolean, string][] = [
  [
    "price",
    (v) => /^unknown$/i.test(v.trim()) || PRICE_LEVELS.includes(v.trim() as never),
    "must be $, $$, $$$, $$$$ or Unknown",
  ],
  ["mentions", (v) => /^\d{1,6}$/.test(v.trim()), "must be a whole number"],
  ["website", (v) => safeHttpUrl(v) !== null, "must be an http(s) link"],
  ["reservationUrl", (v) => safeHttpUrl(v) !== null, "must be an http(s) link"],
  ["instagramHandle", (v) => cleanInstagramHandle(v) !== undefined, "is not a valid Instagram handle"],
  ["instagramEmbedLink", (v) => cleanInstagramUrl(v) !== null, "must be an instagram.com post or reel link"],
  ["rating", (v) => numberIn(v, 0, 5), "must be a number from 0 to 5"],
  ["lat", (v) => numberIn(v, -90, 90), "must be a number from -90 to 90"],
  ["lng", (v) => numberIn(v, -180, 180), "must be a number from -180 to 180"],
];

/** Strict, as a list upload may replace the whole table: a bad value rejects the row, never dropped quietly. */
export function readRestaurantRecord(values: Record<string, string>): RowOutcome<RestaurantRow> {
  const name = pick(values, RESTAURANT_COLUMNS.name);
  if (!name) return reject("Missing Restaurant Name");
  const tooLong = overLongField(
    Object.fromEntries(Object.keys(FIELD_LIMITS).map((f) => [f, pick(values, RESTAURANT_COLUMNS[f as Field])])),
  );
  if (tooLong)
    return reject(
      `${LABELS[tooLong.field]} is ${tooLong.length.toLocaleString("en-US")} characters long; at most ${tooLong.limit.toLocaleString("en-US")} are allowed`,
    );
  for (const [field, isValid, problem] of CHECKS) {
    const value = pick(values, RESTAURANT_COLUMNS[field]);
    if (value !== null && !isValid(value)) return reject(`${LABELS[field]} ${quoteValue(value)} ${problem}`);
  }
  const input = Object.fromEntries(
    Object.entries(RESTAURANT_COLUMNS).map(([field, aliases]) => [field, pick(values, aliases)]),
  ) as RestaurantInput & { name: string };
  input.instagramEmbedLink = cleanInstagramUrl(input.instagramEmbedLink);
  input.instagramHandle = input.instagramHandle ? (cleanInstagramHandle(input.instagramHandle) ?? null) : null;
  const row = toRestaurantRow(input);
  if (!row.name || !row.slug) return reject(`Restaurant Name ${quoteValue(name)} has no letters or digits`);
  return { ok: true, key: row.slug, row };
}
