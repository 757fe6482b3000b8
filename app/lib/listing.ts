import type { Standing } from "./standing";
import type { SourceFilters } from "./source-filters";

/** What a list view asks for; parsed from the URL by app/lib/list-params.ts. The keys are the URL's. */
export type ListingFilters = {
  q?: string;
  cuisine?: string;
  /** A style within or across families ('sushi', 'barbecue'): lib/cuisine/taxonomy.ts. */
  style?: string;
  neighborhood?: string;
  price?: number;
  occasion?: string;
} & SourceFilters;

/** "rating" is offered only when the data carries real ratings (none is made up). */
export const SORT_KEYS = ["sourceCount", "alphabetical", "cuisine", "neighborhood", "price", "rating"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = "sourceCount";

/** A restaurant as list views render it. */
export type RestaurantSummary = {
  id: number;
  slug: string;
  name: string;
  cuisine: string;
  cuisineSlug: string;
  /** The style within the cuisine family ('Sushi'), where the stated cuisine names one. */
  cuisineStyle?: string | null;
  neighborhood: string;
  neighborhoodSlug: string;
  price: number | null;
  sources: string;
  sourceCount: number;
  description: string | null;
  address: string | null;
  websiteUrl: string | null;
  reservationPlatform: string | null;
  reservationUrl: string | null;
  instagramEmbedLink: string | null;
  occasion: string;
  latitude: number | null;
  longitude: number | null;
  /** 1 when its own lists changed in the latest list update, with its ranks before and after it. */
  moved?: number;
  rankBefore?: number | null;
  rankAfter?: number | null;
  /** Its shared rank, where the list it is read for is in ranking order. */
  standing?: Standing;
};

/** New & Rising on the home page: 10 cards, 'See All 25 New & Rising Restaurants' for up to 25. */
export const NEW_AND_RISING_SHOWN = 10;
export const NEW_AND_RISING_LIMIT = 25;

/** New & Rising's heading, with how many there are: "Top 10" only when there are ten or more. */
export function newAndRisingHeading(total: number | null): string {
  if (!total) return "New and Rising";
  if (total < NEW_AND_RISING_SHOWN) return `${total} New and Rising Restaurant${total === 1 ? "" : "s"}`;
  return total === NEW_AND_RISING_SHOWN
    ? "Top 10 Must-Try New and Rising"
    : `Top 10 of ${total} Must-Try New and Rising`;
}
