import { Form } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { listFields, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "~/lib/list-params";
import type { SortKey } from "~/lib/listing";
import { useListUrl } from "./use-list-url";

const SORT_LABELS: Record<SortKey | "distance", string> = {
  sourceCount: "Most trusted lists",
  alphabetical: "Name (A–Z)",
  cuisine: "Cuisine",
  neighborhood: "Neighborhood",
  price: "Price (low to high)",
  rating: "Rating",
  distance: "Distance",
};

/**
 * 'Search & Discover'. Without JavaScript it is a plain GET form; with it, typing updates the URL
 * in place (debounced) and the bar pins to the top while focused or non-empty.
 */
export function SearchPanel({
  q,
  sort,
  canSortByDistance,
  canSortByRating,
}: {
  q: string;
  sort: string;
  canSortByDistance: boolean;
  canSortByRating: boolean;
}) {
  const { current, setParam } = useListUrl();
  const [value, setValue] = useState(q);
  const [focused, setFocused] = useState(false);
  const timer = useRef<number>();
  const pinned = focused || value.length > 0;

  useEffect(() => setValue(q), [q]);

  function update(next: string) {
    setValue(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const trimmed = next.trim();
      setParam("q", trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : null);
    }, 250);
  }

  function onFocus() {
    setFocused(true);
    // Spec: lock body scroll for 100 ms so mobile keyboards do not jump the page.
    document.body.style.overflow = "hidden";
    window.setTimeout(() => (document.body.style.overflow = ""), 100);
  }

  const hidden = listFields(current, ["q", "sort"]);
  const sorts = (Object.keys(SORT_LABELS) as (keyof typeof SORT_LABELS)[]).filter(
    (key) => (key !== "distance" || canSortByDistance) && (key !== "rating" || canSortByRating),
  );

  return (
    <section aria-labelledby="search-heading" className={pinned ? "min-h-[148px] md:min-h-[124px]" : undefined}>
      <div
        className={
          pinned
            ? "fixed inset-x-0 top-0 z-40 border-b border-stone-200 bg-white/95 px-4 py-3 shadow-md backdrop-blur"
            : "rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
        }
      >
        <div className={pinned ? "mx-auto max-w-6xl" : undefined}>
          <h2 id="search-heading" className={pinned ? "sr-only" : "text-xl font-bold"}>
            Search &amp; Discover
          </h2>
          <Form
            method="get"
            action="/"
            role="search"
            onSubmit={(event) => event.preventDefault()}
            className={`flex flex-col gap-3 md:flex-row ${pinned ? "" : "mt-3"}`}
          >
            {hidden.map(([key, v]) => (
              <input key={key} type="hidden" name={key} value={v} />
            ))}
            <div className="relative flex-1">
              <label htmlFor="search" className="sr-only">
                Search restaurants
              </label>
              <input
                id="search"
                name="q"
                type="search"
                value={value}
                maxLength={SEARCH_MAX_LENGTH}
                placeholder="Restaurant name, cuisine, or neighborhood..."
                autoComplete="off"
                onChange={(e) => update(e.target.value)}
                onFocus={onFocus}
                onBlur={() => setFocused(false)}
                className="w-full rounded-xl border border-stone-300 bg-white py-3 pl-4 pr-11 text-base outline-none focus:border-brand-700 focus:ring-2 focus:ring-brand-100"
              />
              {value ? (
                <button
                  type="button"
                  aria-label="Clear search"
                  onClick={() => update("")}
                  className="absolute right-2 top-1/2 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100"
                >
                  <span aria-hidden="true">✕</span>
                </button>
              ) : null}
            </div>
            <div className="flex gap-2">
              <label htmlFor="sort" className="sr-only">
                Sort by
              </label>
              <select
                id="sort"
                name="sort"
                value={sort}
                onChange={(e) => setParam("sort", e.target.value === "sourceCount" ? null : e.target.value)}
                className="flex-1 rounded-xl border border-stone-300 bg-white px-3 py-3 text-base md:w-64"
              >
                {sorts.map((key) => (
                  <option key={key} value={key}>
                    {`Sort: ${SORT_LABELS[key]}`}
                  </option>
                ))}
              </select>
              <noscript>
                <button type="submit" className="rounded-xl bg-brand-700 px-4 py-3 font-semibold text-white">
                  Search
                </button>
              </noscript>
            </div>
          </Form>
        </div>
      </div>
    </section>
  );
}
