import { enclosingAreas } from "./areas";
import { styleBySlug } from "./cuisine/taxonomy";
import type { ListParams } from "./list-params";

/** The filters a list that found nothing lets go of, one at a time, most specific first. */
const LOOSENED_FIRST = ["style", "neighborhood", "occasion", "price", "cuisine"] as const;

const LET_GO: Record<(typeof LOOSENED_FIRST)[number], string> = {
  style: "in any style",
  neighborhood: "anywhere in LA",
  occasion: "for any occasion",
  price: "at any price",
  cuisine: "of any cuisine",
};

/** A view to offer instead, and how it differs from what was asked ('at any price', 'in all of Westside'). */
type ClosestView = { params: ListParams; change: string };

/** 'No Korean · Barbecue · Koreatown · $ places yet; closest, at any price: …', nearest first. An unused style is
 * tried as words, an area widened to its region, then each filter let go in turn, keeping as much as it can. */
export function closestViews(params: ListParams): ClosestView[] {
  const { filters } = params;
  const views: ClosestView[] = [];
  const withFilters = (change: string, next: Partial<ListParams["filters"]>) =>
    views.push({ params: { ...params, filters: { ...filters, ...next }, page: 1 }, change });
  // Words no place holds under these filters: the filters alone, then the words alone.
  if (filters.q) {
    const { q, ...rest } = filters;
    if (!Object.values(rest).some((value) => value !== undefined)) return [];
    withFilters(`without “${q}”`, { q: undefined });
    views.push({ params: { ...params, filters: { q }, page: 1 }, change: `“${q}” with no filters` });
    return views;
  }
  const style = filters.style ? styleBySlug(filters.style) : null;
  if (style) withFilters(`${style.name} as words`, { style: undefined, q: style.name });
  const wider = filters.neighborhood ? enclosingAreas(filters.neighborhood)[0] : undefined;
  if (wider) withFilters(`in all of ${wider.name}`, { neighborhood: wider.slug });
  for (const key of LOOSENED_FIRST) {
    if (filters[key] === undefined) continue;
    withFilters(LET_GO[key], { [key]: undefined });
  }
  return views;
}
