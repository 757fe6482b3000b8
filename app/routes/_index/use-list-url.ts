import { useLocation, useNavigate } from "@remix-run/react";
import { useCallback } from "react";
import { IN_PLACE } from "~/components/use-in-place-links";
import { listSearch, parseListParams, withParam, type ListParams } from "~/lib/list-params";
import { withSourceToggled, type MultiSourceKey } from "~/lib/source-filters";
import type { SourceName } from "~/lib/sources";

type View = { query: string; current: ListParams; search: string };

/** A dozen components ask on each render, so the last query's view is kept (it depends on nothing else). */
let last: View | null = null;
function viewOf(query: string): View {
  if (query !== last?.query) {
    const current = parseListParams(new URLSearchParams(query));
    last = { query, current, search: listSearch(current) };
  }
  return last;
}

/**
 * The URL is the state: links for no-JS, and in-place updates (no scroll jump) with JS. `current` is
 * the view the URL asks for and `search` its canonical query (listSearch), so links and forms carry
 * only what the page understood; a changed view goes back into the URL through listSearch too.
 */
export function useListUrl() {
  const location = useLocation();
  const navigate = useNavigate();
  const { current, search } = viewOf(location.search);
  const hrefWith = useCallback((key: string, value: string | null) => `/${withParam(search, key, value)}`, [search]);
  const hrefToggled = useCallback(
    (key: MultiSourceKey, name: SourceName) => `/${withSourceToggled(search, key, name)}`,
    [search],
  );
  const setParam = useCallback(
    (key: string, value: string | null) => navigate(hrefWith(key, value), IN_PLACE),
    [navigate, hrefWith],
  );
  const showView = useCallback((next: ListParams) => navigate(`/?${listSearch(next)}`, IN_PLACE), [navigate]);
  return { current, hrefWith, hrefToggled, setParam, showView };
}
