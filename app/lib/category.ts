import type { ListingFilters } from "./listing";
import { OCCASIONS, occasionFromSlug } from "./occasion";
import { formatPrice, parsePrice, PRICE_SLUGS, priceFromSlug, priceSlug } from "./price";
import { cuisineSlug, neighborhoodSlug, slugify } from "./slug";

/** The four kinds of category page: /restaurants/{type}/{slug}. */
export const CATEGORY_TYPES = ["cuisine", "neighborhood", "price", "occasion"] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

export function isCategoryType(value: string): value is CategoryType {
  return (CATEGORY_TYPES as readonly string[]).includes(value);
}

export function categoryPath(type: CategoryType, slug: string): string {
  return `/restaurants/${type}/${slug}`;
}

/** Each type's index page: every category of the type with its count. */
export const CATEGORY_INDEX_PATHS: Record<CategoryType, string> = {
  cuisine: "/restaurants/cuisines",
  neighborhood: "/restaurants/neighborhoods",
  price: "/restaurants/price",
  occasion: "/restaurants/occasion",
};

/** Every address an index answers: its own, and /restaurants/{type}, which moves to it where the two differ. */
export const CATEGORY_INDEX_ADDRESSES = [
  ...new Set(CATEGORY_TYPES.flatMap((type) => [CATEGORY_INDEX_PATHS[type], `/restaurants/${type}`])),
];

/** The index an address shows (matched as routes are: any case, a trailing slash or not), and whether it moves. */
export function categoryIndexAt(pathname: string): { type: CategoryType; moved: boolean } | null {
  const address = pathname.toLowerCase().replace(/\/+$/, "");
  const type = CATEGORY_TYPES.find((t) => address === CATEGORY_INDEX_PATHS[t] || address === `/restaurants/${t}`);
  return type ? { type, moved: address !== CATEGORY_INDEX_PATHS[type] } : null;
}

const PRICE_NAMES = ["Budget", "Moderate", "Upscale", "Fine Dining"];

/** 'Budget ($)': what a price page and its links are called. */
export function priceName(level: number): string {
  return `${PRICE_NAMES[level - 1]} (${formatPrice(level)})`;
}

function priceLevelFrom(raw: string): number | null {
  const trimmed = raw.trim();
  if (/^[1-4]$/.test(trimmed)) return Number(trimmed);
  return parsePrice(trimmed) ?? priceFromSlug(slugify(trimmed));
}

/** The normalized slug ('&' → 'and', '$$' or '2' → 'moderate', …), or null if no such page; others redirect to it. */
export function normalizeCategorySlug(type: CategoryType, raw: string): string | null {
  switch (type) {
    case "cuisine":
      return cuisineSlug(raw) || null;
    case "neighborhood":
      return neighborhoodSlug(raw) || null;
    case "price": {
      const level = priceLevelFrom(raw);
      return level ? priceSlug(level) : null;
    }
    case "occasion": {
      const occasion = occasionFromSlug(slugify(raw));
      return occasion ? slugify(occasion) : null;
    }
  }
}

export function categoryFilters(type: CategoryType, slug: string): ListingFilters {
  switch (type) {
    case "price":
      return { price: priceFromSlug(slug) ?? undefined };
    default:
      return { [type]: slug };
  }
}

/** 'wine-and-tapas' → 'Wine and Tapas': a name for a category no restaurant spells out yet. */
export function nameFromSlug(slug: string): string {
  return slug
    .split("-")
    .map((word, i) => (i > 0 && word === "and" ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(" ");
}

/** The fixed categories, in their natural order, for index pages and the hub. */
export const PRICE_CATEGORIES = PRICE_SLUGS.map((slug, i) => ({ slug, name: priceName(i + 1) }));
export const OCCASION_CATEGORIES = OCCASIONS.map((name) => ({ slug: slugify(name), name }));

/** The heading of a category page: 'Japanese Restaurants in Los Angeles', 'Restaurants in Venice'. */
export function categoryHeading(type: CategoryType, name: string): string {
  return type === "neighborhood" ? `Restaurants in ${name}` : `${name} Restaurants in Los Angeles`;
}

/** Category pages every profile links to whatever the restaurant (its Explore More favourites). */
export const FAVOURITE_CATEGORIES = {
  cuisine: [
    { label: "Seafood", slug: "seafood" },
    { label: "Mexican", slug: "mexican" },
  ],
  occasion: [
    { label: "Date Night", slug: "date-night" },
    { label: "Special Occasion", slug: "special-occasion" },
  ],
} satisfies Partial<Record<CategoryType, { label: string; slug: string }[]>>;
