import { defaultSort, type ListSort } from "~/lib/list-params";
import { useListUrl } from "./use-list-url";

const SORT_LABELS: Record<ListSort, string> = {
  relevance: "Best match",
  sourceCount: "Most trusted lists",
  alphabetical: "Name (A–Z)",
  cuisine: "Cuisine",
  neighborhood: "Neighborhood",
  price: "Price (low to high)",
  rating: "Rating",
  distance: "Distance",
};

type SortProps = { q: string; sort: ListSort; canSortByDistance: boolean; canSortByRating: boolean };

/** The choices this view offers, and the value each takes in the URL (none for the view's default). */
function sortChoices({ q, canSortByDistance, canSortByRating }: SortProps) {
  const fallback = defaultSort(q || undefined, canSortByDistance);
  const sorts = (Object.keys(SORT_LABELS) as ListSort[]).filter(
    (key) =>
      (key !== "relevance" || !!q) &&
      (key !== "distance" || canSortByDistance) &&
      (key !== "rating" || canSortByRating),
  );
  return { sorts, valueOf: (key: ListSort) => (key === fallback ? "" : key) };
}

/**
 * The sort, reordering in place. A select cannot act without JavaScript, so it is hidden then and
 * SortLinks offers the same choices. The view's own default (a search's best match, otherwise most
 * lists) is left out of the URL either way.
 */
export function SortSelect(props: SortProps) {
  const { setParam } = useListUrl();
  const { sorts, valueOf } = sortChoices(props);
  return (
    <>
      <label htmlFor="sort" className="sr-only">
        Sort by
      </label>
      <select
        id="sort"
        value={valueOf(props.sort)}
        onChange={(e) => setParam("sort", e.target.value || null)}
        className="flex-1 rounded-xl border border-stone-300 bg-white px-3 py-3 text-base md:w-64 no-js:hidden!"
      >
        {sorts.map((key) => (
          <option key={key} value={valueOf(key)}>
            {`Sort: ${SORT_LABELS[key]}`}
          </option>
        ))}
      </select>
    </>
  );
}

/** The sort as links, shown only without JavaScript. */
export function SortLinks(props: SortProps) {
  const { hrefWith } = useListUrl();
  const { sorts, valueOf } = sortChoices(props);
  return (
    <noscript>
      <nav aria-label="Sort by" className="sort-links">
        <span>Sort:</span>
        {sorts.map((key) => (
          <a
            key={key}
            href={hrefWith("sort", valueOf(key) || null)}
            aria-current={key === props.sort ? "true" : undefined}
          >
            {SORT_LABELS[key]}
          </a>
        ))}
      </nav>
    </noscript>
  );
}
