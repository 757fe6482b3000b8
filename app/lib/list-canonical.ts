import { categoryPath } from "./category";
import { COUNT_OPTIONS, defaultSort, isLocated, listSearch, type ListParams } from "./list-params";
import { priceSlug } from "./price";
import { sourceFilterEntries } from "./source-filters";

/** Order, length, page and view never count: no filter is "/", one category filter its page; anything else, or an empty
 * view, names itself and is noindex, its links still followed. */
export function listCanonical(p: ListParams, total: number): { path: string; noindex: boolean } {
  const { q, cuisine, style, neighborhood, price, occasion } = p.filters;
  const categories = [
    cuisine && categoryPath("cuisine", cuisine),
    neighborhood && categoryPath("neighborhood", neighborhood),
    price && categoryPath("price", priceSlug(price)),
    occasion && categoryPath("occasion", occasion),
  ].filter((path): path is string => !!path);
  // A style narrows a family; its own page is the category route's, reached from the style's address.
  const narrowed = !!q || !!style || sourceFilterEntries(p.filters).length > 0 || !!p.zip || !!p.near || p.radius > 0;
  if (narrowed || categories.length > 1 || total === 0) {
    const unsorted = listSearch({
      ...p,
      sort: defaultSort(q, isLocated(p)),
      count: COUNT_OPTIONS[0],
      page: 1,
      view: "list",
      been: undefined,
    });
    return { path: `/?${unsorted}`, noindex: true };
  }
  return { path: categories[0] ?? "/", noindex: false };
}
