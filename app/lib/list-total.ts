import { PRICE_CATEGORIES } from "./category";
import type { ListingFilters } from "./listing";

type Counted = { slug: string; count: number }[];
/** The per-data-version category counts (models/category-counts.server.ts), as far as a total needs them. */
export type CategoryTotals = { cuisines: Counted; neighborhoods: Counted; prices: Counted; occasions: Counted };

/** What a ranked list is narrowed by beyond its filters: a distance circle, a signed-in visitor's Been list. */
type Narrowing = { near?: { radiusMiles: number }; been?: unknown };

const CATEGORY_KEYS = ["cuisine", "neighborhood", "price", "occasion"] as const;

const isSet = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== "");

/** The whole ranking or one bare category: the category counts hold its total, so no statement counts every row. */
export function totalIsKnown(filters: ListingFilters, narrowing: Narrowing = {}): boolean {
  if (narrowing.been || (narrowing.near && narrowing.near.radiusMiles > 0)) return false;
  const set = Object.entries(filters).filter(([, value]) => isSet(value));
  return set.length === 0 || (set.length === 1 && (CATEGORY_KEYS as readonly string[]).includes(set[0][0]));
}

const countOf = (counted: Counted, slug: string | undefined) => counted.find((c) => c.slug === slug)?.count ?? 0;

/** The list's total from the category counts, for a list totalIsKnown says they hold. */
export function knownTotal(filters: ListingFilters, counts: CategoryTotals): number {
  if (filters.cuisine) return countOf(counts.cuisines, filters.cuisine);
  if (filters.neighborhood) return countOf(counts.neighborhoods, filters.neighborhood);
  if (filters.price) return countOf(counts.prices, PRICE_CATEGORIES[filters.price - 1]?.slug);
  if (filters.occasion) return countOf(counts.occasions, filters.occasion);
  // Every open place has exactly one cuisine.
  return counts.cuisines.reduce((sum, c) => sum + c.count, 0);
}
