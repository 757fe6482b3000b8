import { cuisineSlug } from "../slug";
import { cuisineForSlug, styleBySlug } from "./taxonomy";

/** An old label or a style as the cuisine ('?cuisine=sushi') reads as its family and style; unknown styles drop. */
export function cuisineFilters(
  cuisine: string | undefined,
  style: string | undefined,
): { cuisine?: string; style?: string } {
  const slug = cuisine ? cuisineSlug(cuisine) : "";
  const named = style ? styleBySlug(cuisineSlug(style)) : null;
  const asStyle = styleBySlug(slug);
  if (asStyle) return { cuisine: asStyle.familySlug ?? undefined, style: asStyle.slug };
  const old = cuisineForSlug(slug);
  return {
    cuisine: (old?.familySlug ?? slug) || undefined,
    style: old?.styleSlug ?? named?.slug,
  };
}
