import { cuisinePage } from "./cuisine-page";
import { styleBySlug } from "./taxonomy";

type Counted = { slug: string; count: number };

/** Whether /restaurants/cuisine/{slug} shows this style's own page rather than moving to its family. */
export const hasStylePage = (slug: string, styles: readonly Counted[]) => cuisinePage(slug, styles).kind === "style";

/** The styles with a page of their own (cuisinePage's rule) and a place to show on it, in the order given. */
export const stylesWithPages = <T extends Counted>(styles: readonly T[]): T[] =>
  styles.filter((s) => s.count > 0 && hasStylePage(s.slug, styles));

/** Families whose address shows the family itself: one a style or an old label has taken would move. */
export const familiesWithPages = <T extends Counted>(families: readonly T[], styles: readonly Counted[]): T[] =>
  families.filter((f) => cuisinePage(f.slug, styles).kind === "family");

/** Each family with its paged styles; a style of no one family ('Barbecue') or unlisted stands apart. */
export function groupStylesByFamily<F extends Counted, S extends Counted>(
  families: readonly F[],
  styles: readonly S[],
) {
  const familyOf = (style: S) => styleBySlug(style.slug)?.familySlug ?? null;
  const listed = new Set(families.map((f) => f.slug));
  return {
    families: families.map((family) => ({ ...family, styles: styles.filter((s) => familyOf(s) === family.slug) })),
    acrossFamilies: styles.filter((s) => !listed.has(familyOf(s) ?? "")),
  };
}
