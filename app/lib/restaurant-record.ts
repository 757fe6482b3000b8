import { isDay, isMonth } from "./evidence/dates";
import { placeKey } from "./evidence/place-key";
import { RESTAURANT_STATUSES, type RestaurantStatus } from "./evidence/types";
import { parseOccasion } from "./occasion";
import { parsePrice } from "./price";
import { safeHttpUrl } from "./safe-url";
import { classifyCuisine } from "./cuisine/taxonomy";
import { neighborhoodSlug, slugify, sortKey } from "./slug";
import { parseSources, sourceMask } from "./sources";

/** A restaurant as it arrives from the shipped dataset, a CSV row or a JSON upload. */
export type RestaurantInput = {
  name: string;
  cuisine?: string | null;
  neighborhood?: string | null;
  price?: string | number | null;
  mentions?: number | string | null;
  sources?: string | string[] | null;
  description?: string | null;
  specialties?: string | null;
  address?: string | null;
  website?: string | null;
  phone?: string | null;
  instagramHandle?: string | null;
  instagramEmbedLink?: string | null;
  reservationPlatform?: string | null;
  reservationUrl?: string | null;
  occasion?: string | null;
  rating?: number | string | null;
  lat?: number | string | null;
  lng?: number | string | null;
  /** Set only for a second branch of one name ('portos-bakery-glendale'); otherwise the name's slug. */
  slug?: string | null;
  /** The slugs of duplicates merged into this place: each answers 301 here. */
  formerSlugs?: string[] | null;
  status?: RestaurantStatus | null;
  /** "YYYY-MM": when it closed or moved (status closed, temporarily-closed, moved). */
  closedMonth?: string | null;
  /** "YYYY-MM", where known. */
  openedMonth?: string | null;
  /** "YYYY-MM-DD": when its facts and status were last checked. */
  lastVerified?: string | null;
};

/** The stored shape (camelCase keys match the drizzle columns). */
export type RestaurantRow = ReturnType<typeof toRestaurantRow>;

/** Each text field's longest value, for the edit form and every importer: longer is refused, never truncated. */
export const FIELD_LIMITS = {
  name: 120,
  slug: 120,
  cuisine: 60,
  neighborhood: 60,
  occasion: 60,
  sources: 300,
  description: 1200,
  specialties: 300,
  address: 300,
  website: 300,
  reservationUrl: 300,
  instagramEmbedLink: 300,
  instagramHandle: 60,
  phone: 40,
  reservationPlatform: 40,
} as const satisfies Partial<Record<keyof RestaurantInput, number>>;

/** The first field longer than its limit, measured as it would be stored (whitespace runs as one space). */
export function overLongField(input: Partial<Record<keyof RestaurantInput, unknown>>) {
  for (const [field, limit] of Object.entries(FIELD_LIMITS) as [keyof typeof FIELD_LIMITS, number][]) {
    const value = input[field];
    const length = typeof value === "string" ? value.replace(/\s+/g, " ").trim().length : 0;
    if (length > limit) return { field, length, limit };
  }
  return null;
}

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = String(value).replace(/\s+/g, " ").trim();
  if (!trimmed || /^(none|null|unknown|n\/a)$/i.test(trimmed)) return null;
  return trimmed;
}

function coordinate(value: unknown, min: number, max: number): number | null {
  const n = typeof value === "string" && value.trim() ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && n >= min && n <= max ? n : null;
}

function handle(value: unknown): string | null {
  const cleaned = text(value)?.replace(/^@+/, "");
  return cleaned && /^[A-Za-z0-9._]{1,30}$/.test(cleaned) ? cleaned : null;
}

/** Normalises one input into a storable row; callers check `name` first and `overLongField` (such rows are refused). */
export function toRestaurantRow(input: RestaurantInput) {
  const name = text(input.name) ?? "";
  const cuisineLabel = text(input.cuisine) ?? "Other";
  const cuisine = classifyCuisine(cuisineLabel);
  const neighborhood = text(input.neighborhood) ?? "Los Angeles";
  const sources = parseSources(input.sources ?? null);
  const occasion = parseOccasion(input.occasion);
  const mentions = Number(input.mentions);
  const rating = coordinate(input.rating, 0, 5);
  const reservationUrl = safeHttpUrl(input.reservationUrl);
  const embed = safeHttpUrl(input.instagramEmbedLink);
  return {
    slug: slugify(text(input.slug) ?? name),
    name,
    sortName: sortKey(name),
    cuisine: cuisine.family,
    cuisineSlug: cuisine.familySlug,
    cuisineStyle: cuisine.style,
    cuisineStyleSlug: cuisine.styleSlug,
    cuisineLabel,
    neighborhood,
    neighborhoodSlug: neighborhoodSlug(neighborhood),
    price: parsePrice(input.price),
    mentions: Number.isInteger(mentions) && mentions >= 0 ? mentions : sources.length,
    sources: sources.join(", "),
    sourceCount: sources.length,
    sourceMask: sourceMask(sources),
    description: text(input.description),
    specialties: text(input.specialties),
    address: text(input.address),
    websiteUrl: safeHttpUrl(input.website),
    phone: text(input.phone),
    instagramHandle: handle(input.instagramHandle),
    instagramEmbedLink: embed,
    hasInstagramEmbed: embed !== null,
    reservationPlatform: reservationUrl ? text(input.reservationPlatform) : null,
    reservationUrl,
    occasion,
    occasionSlug: slugify(occasion),
    rating,
    latitude: coordinate(input.lat, -90, 90),
    longitude: coordinate(input.lng, -180, 180),
    placeKey: placeKey(name, text(input.address)),
    status: RESTAURANT_STATUSES.find((s) => s === input.status) ?? "open",
    closedMonth: isMonth(input.closedMonth) ? input.closedMonth : null,
    openedMonth: isMonth(input.openedMonth) ? input.openedMonth : null,
    lastVerified: isDay(input.lastVerified) ? input.lastVerified : null,
  };
}

/** Row-at-a-time de-duplication, so imports can read files in chunks: a name's first row wins, a taken slug becomes
 * 'slug-neighborhood', then 'slug-2'. Null for a row to drop. */
export function createRestaurantDeduper<T extends { sortName: string; slug: string; neighborhoodSlug: string }>(
  keyOf: (row: T) => string = (row) => row.sortName,
) {
  const names = new Set<string>();
  const slugs = new Set<string>();
  return (row: T): T | null => {
    if (names.has(keyOf(row))) return null;
    names.add(keyOf(row));
    let slug = row.slug || "restaurant";
    if (slugs.has(slug)) slug = `${slug}-${row.neighborhoodSlug}`;
    for (let n = 2; slugs.has(slug); n++) slug = `${row.slug}-${n}`;
    slugs.add(slug);
    return slug === row.slug ? row : { ...row, slug };
  };
}

/** The same rules over a list held in memory (the seed). */
export function dedupeRestaurants<T extends { sortName: string; slug: string; neighborhoodSlug: string }>(
  rows: T[],
  keyOf?: (row: T) => string,
): T[] {
  const keep = createRestaurantDeduper<T>(keyOf);
  return rows.flatMap((row) => keep(row) ?? []);
}
