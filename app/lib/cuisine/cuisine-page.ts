import { STYLE_PAGE_MIN_PLACES, cuisineForSlug, styleBySlug } from "./taxonomy";

type Counted = readonly { slug: string; count: number }[];

/** What /restaurants/cuisine/{slug} shows: a family, a style, or a move to one (an old label's address). */
export type CuisinePage = { kind: "family" } | { kind: "style"; name: string } | { kind: "moved"; slug: string };

const countOf = (styles: Counted, slug: string) => styles.find((s) => s.slug === slug)?.count ?? 0;

/** A style has a page from STYLE_PAGE_MIN_PLACES places, else its address moves to its family (unless it has no one
 * family). An old label's address moves to its style's page, else its family's. */
export function cuisinePage(slug: string, styles: Counted): CuisinePage {
  const style = styleBySlug(slug);
  if (style) {
    if (countOf(styles, slug) >= STYLE_PAGE_MIN_PLACES || !style.familySlug) return { kind: "style", name: style.name };
    return { kind: "moved", slug: style.familySlug };
  }
  const old = cuisineForSlug(slug);
  if (!old || old.familySlug === slug) return { kind: "family" };
  const styled = old.styleSlug && countOf(styles, old.styleSlug) >= STYLE_PAGE_MIN_PLACES;
  return { kind: "moved", slug: styled ? old.styleSlug! : old.familySlug };
}

/** Whether a cuisine slug needs the style counts to be shown (a style's or an old label's address). */
export const needsStyleCounts = (slug: string) => !!styleBySlug(slug) || !!cuisineForSlug(slug);
