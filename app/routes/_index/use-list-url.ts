import { useLocation, useNavigate } from "@remix-run/react";
import { useCallback } from "react";
import { IN_PLACE } from "~/components/use-in-place-links";
import { listSearch, parseListParams, withParam } from "~/lib/list-params";
import { withSourceToggled, type MultiSourceKey } from "~/lib/source-filters";
import type { SourceName } from "~/lib/sources";

/** A dozen components ask on each render, so the last query's canonical form is kept (it depends on nothing else). */
let last = { query: "", canonical: "" };
function canonicalSearch(query: string): string {
  if (query !== last.query) last = { query, canonical: listSearch(parseListParams(new URLSearchParams(query))) };
  return last.canonical;
}

/**
 * The URL is the state: links for no-JS, and in-place updates (no scroll jump) with JS. `search` is
 * the view's canonical query (listSearch), so links and forms carry only what the page understood.
 */
export function useListUrl() {
  const location = useLocation();
  const navigate = useNavigate();
  const search = canonicalSearch(location.search);
  const hrefWith = useCallback((key: string, value: string | null) => `/${withParam(search, key, value)}`, [search]);
  const hrefToggled = useCallback(
    (key: MultiSourceKey, name: SourceName) => `/${withSourceToggled(search, key, name)}`,
    [search],
  );
  const setParam = useCallback(
    (key: string, value: string | null) => navigate(hrefWith(key, value), IN_PLACE),
    [navigate, hrefWith],
  );
  return { search, hrefWith, hrefToggled, setParam };
}
