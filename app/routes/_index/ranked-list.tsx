import { Link } from "@remix-run/react";
import { RestaurantCard, type CardFields } from "~/components/restaurant-card";
import { PaginationNav } from "~/components/category/pagination-nav";
import { listSearch, pageSize, type ListParams } from "~/lib/list-params";
import { pageCount, pageOffset } from "~/lib/pagination";
import { NoResults, type Closest } from "./no-results";
import { ShowingFilters } from "./showing-filters";
import { useListUrl } from "./use-list-url";
import type { ShownFilter } from "~/lib/cuisine/shown-filters";
import { areaOnlyLeftOutText, formatCount, restaurantCount } from "~/lib/counts";
import { countChoices, seeMore } from "~/lib/count-choices";

type Row = CardFields & { distanceMiles?: number };

function CountSelector({ params, total }: { params: ListParams; total: number }) {
  const { hrefWith } = useListUrl();
  const perPage = Boolean(params.filters.q);
  const { options, current } = countChoices(params.count, total);
  if (options.length === 0) return null;
  return (
    <nav aria-label={perPage ? "Results per page" : "How many to show"} className="count-chips">
      {options.map((count) => (
        <Link
          key={count}
          to={hrefWith("count", count === 10 ? null : String(count))}
          replace
          preventScrollReset
          aria-current={current === count ? "true" : undefined}
        >
          {count === "all" ? `All (${formatCount(total)})` : perPage ? `${count} per page` : `Top ${count}`}
        </Link>
      ))}
    </nav>
  );
}

/** The ranked results, or the search results when a term of 2+ characters is set. */
export function RankedList({
  params,
  restaurants,
  total,
  corrected,
  asked = null,
  areaOnlyLeftOut = 0,
  highlighted,
  shown,
  closest,
}: {
  params: ListParams;
  /** The filters the list is narrowed to, each removable. */
  shown: ShownFilter[];
  closest: Closest | null;
  restaurants: Row[];
  total: number;
  corrected: string | null;
  /** The words typed, where they became the filters shown (the heading keeps them). */
  asked?: string | null;
  /** Places a distance search leaves out: known only by their area. */
  areaOnlyLeftOut?: number;
  highlighted?: string | null;
}) {
  const { hrefWith } = useListUrl();
  const q = params.filters.q;
  const size = pageSize(params);
  const first = q ? pageOffset(params.page, size) : 0;
  const pages = pageCount(total, size);
  const leftOut = areaOnlyLeftOutText(areaOnlyLeftOut);
  const more = seeMore(total);
  return (
    <section aria-labelledby="results-heading" className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="results-heading" className="text-2xl font-bold">
            {q || asked
              ? `Search Results for "${asked ?? q}"`
              : params.sort === "distance"
                ? "Nearest First"
                : "The Ranking"}
          </h2>
          {q || asked ? (
            <p className="text-sm text-stone-600" data-testid="search-count">
              {`Found ${restaurantCount(total)}`}
              {corrected ? <span>{` · showing results for "${corrected}"`}</span> : null}
            </p>
          ) : null}
          {leftOut ? (
            <p className="text-sm text-stone-600" data-testid="distance-left-out">
              {leftOut}
            </p>
          ) : null}
        </div>
        <CountSelector params={params} total={total} />
      </div>
      <ShowingFilters shown={shown} />
      {restaurants.length === 0 ? (
        <NoResults shown={shown} closest={closest} filtered={shown.length > 0} words={q} />
      ) : (
        <ol className="space-y-4" aria-label={q ? "Search results" : "Ranked restaurants"}>
          {restaurants.map((restaurant, index) => (
            <li key={restaurant.slug}>
              <RestaurantCard
                restaurant={restaurant}
                rank={first + index + 1}
                distanceMiles={restaurant.distanceMiles}
                highlighted={highlighted === restaurant.slug}
              />
            </li>
          ))}
        </ol>
      )}
      {q && pages > 1 ? (
        <PaginationNav path="/" query={listSearch({ ...params, page: 1 })} page={params.page} totalPages={pages} />
      ) : null}
      {!q && params.count === 10 && more ? (
        <div className="text-center">
          <Link
            to={hrefWith("count", more.count)}
            replace
            preventScrollReset
            className="inline-block rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {more.label}
          </Link>
        </div>
      ) : null}
      {!q && params.count === "all" && total > restaurants.length ? (
        <p className="text-center text-sm text-stone-600">
          {`Showing the top ${restaurants.length} of ${formatCount(total)}. Search or filter to narrow the list.`}
        </p>
      ) : null}
    </section>
  );
}
