import { styleBySlug } from "./cuisine/taxonomy";
import type { ListParams } from "./list-params";

/** The filters a list that found nothing lets go of first to find what is closest: the most specific. */
const LOOSENED_FIRST = ["style", "neighborhood", "occasion", "price", "cuisine"] as const;

/**
 * 'No Chinese · Dim Sum places on our lists yet; closest: …': views to try, nearest first, for a list
 * narrowed by filters alone. An unused style is first tried as words, then the most specific filter
 * goes.
 */
export function closestViews(params: ListParams): ListParams[] {
  const { filters } = params;
  if (filters.q) return [];
  const views: ListParams[] = [];
  const style = filters.style ? styleBySlug(filters.style) : null;
  if (style) views.push({ ...params, filters: { ...filters, style: undefined, q: style.name }, page: 1 });
  const loosen = LOOSENED_FIRST.find((key) => filters[key] !== undefined);
  if (loosen) views.push({ ...params, filters: { ...filters, [loosen]: undefined }, page: 1 });
  return views;
}
