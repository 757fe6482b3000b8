import { Form } from "@remix-run/react";
import { useEffect, useRef, useState, type FocusEvent, type MouseEvent } from "react";
import { listFields, SEARCH_MIN_LENGTH, type ListSort } from "~/lib/list-params";
import { SearchField } from "./search-field";
import { SortLinks, SortSelect } from "./sort-choice";
import { useListUrl } from "./use-list-url";

/**
 * Scrolls the page down (never up) until the results start just under the pinned search card, so
 * the first result is on screen while typing, even above a phone's keyboard.
 */
function bringResultsUp(card: HTMLElement) {
  // On a wide screen the results are in sight already: no jump past the hero.
  if (window.matchMedia("(min-width: 768px)").matches) return;
  // The list's own heading (ranked-list.tsx) marks where the results start.
  const results = document.getElementById("results-heading");
  if (!results) return;
  const pinnedBottom = card.offsetHeight + (parseFloat(getComputedStyle(card).top) || 0);
  const by = results.getBoundingClientRect().top - pinnedBottom - 12;
  if (by > 0) window.scrollBy({ top: by });
}

/**
 * 'Search & Discover'. Without JavaScript it is a plain GET form; with it, typing updates the URL
 * in place (debounced). While focused or non-empty the card sticks to the top of the screen (in the
 * page's flow, so it never covers the header), and focusing it brings the results up beneath it.
 */
export function SearchPanel({
  q,
  sort,
  canSortByDistance,
  canSortByRating,
}: {
  q: string;
  sort: ListSort;
  canSortByDistance: boolean;
  canSortByRating: boolean;
}) {
  const { current, setParam } = useListUrl();
  const [value, setValue] = useState(q);
  const [focused, setFocused] = useState(false);
  const timer = useRef<number>();
  const input = useRef<HTMLInputElement>(null);
  const pinned = focused || value.length > 0;

  // While the diner types, the box keeps their words even when some became filters (and left the URL's q).
  const typing = useRef(false);
  typing.current = focused;
  useEffect(() => {
    if (!typing.current) setValue(q);
  }, [q]);

  function update(next: string) {
    setValue(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const trimmed = next.trim();
      setParam("q", trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : null);
    }, 250);
  }

  function clear(event: MouseEvent) {
    event.preventDefault();
    window.clearTimeout(timer.current);
    setValue("");
    setParam("q", null);
    input.current?.focus();
  }

  function onFocus(event: FocusEvent<HTMLInputElement>) {
    setFocused(true);
    const card = event.currentTarget.closest("section")!;
    // Lock body scroll for 100 ms so a phone's keyboard opening does not jump the page.
    document.body.style.overflow = "hidden";
    window.setTimeout(() => {
      document.body.style.overflow = "";
      bringResultsUp(card);
    }, 100);
  }

  // A new search, or none (Clear's form below), starts again at its first page; the sort goes as the
  // URL has it (the select only acts with JavaScript, when these forms are never sent).
  const hidden = listFields(current, ["q", "page"]);
  const sortProps = { q, sort, canSortByDistance, canSortByRating };

  return (
    <section aria-labelledby="search-heading" className={pinned ? "search-card search-pinned" : "search-card"}>
      <h2 id="search-heading" className="text-lg font-bold sm:text-xl">
        Search &amp; Discover
      </h2>
      <Form
        method="get"
        action="/"
        role="search"
        onSubmit={(event) => event.preventDefault()}
        className="mt-3 flex flex-col gap-3 md:flex-row"
      >
        {hidden.map(([key, v]) => (
          <input key={key} type="hidden" name={key} value={v} />
        ))}
        <SearchField
          value={value}
          inputRef={input}
          clearForm="search-clear"
          onChange={(e) => update(e.target.value)}
          onFocus={onFocus}
          onBlur={() => setFocused(false)}
          onClear={clear}
        />
        <div className="flex gap-2">
          <SortSelect {...sortProps} />
          <noscript>
            <button type="submit" className="rounded-xl bg-brand-700 px-4 py-3 font-semibold text-white">
              Search
            </button>
          </noscript>
        </div>
      </Form>
      <SortLinks {...sortProps} />
      {/* What Clear submits before JavaScript loads: the same view without the search. */}
      {value ? (
        <form id="search-clear" method="get" action="/" hidden>
          {hidden.map(([key, v]) => (
            <input key={key} type="hidden" name={key} value={v} />
          ))}
        </form>
      ) : null}
    </section>
  );
}
