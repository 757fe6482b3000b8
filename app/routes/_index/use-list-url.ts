import { useLocation, useNavigate } from "@remix-run/react";
import { useCallback, type MouseEvent } from "react";
import { listSearch, parseListParams, withParam } from "~/lib/list-params";

/** How the list page moves to another of its own URLs: in place, without a history entry or a scroll jump. */
export const IN_PLACE = { replace: true, preventScrollReset: true } as const;

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
  const setParam = useCallback(
    (key: string, value: string | null) => navigate(hrefWith(key, value), IN_PLACE),
    [navigate, hrefWith],
  );
  return { search, hrefWith, setParam };
}

/**
 * One click handler for a list of plain filter links: a plain click on any of them updates the page
 * in place, as a Remix <Link replace preventScrollReset> would, without each of dozens of options
 * paying for its own Link (route matching and a resolved path per link, on every render). Clicks
 * with a modifier key, or on a link that leaves the page's origin, stay the browser's.
 */
export function useInPlaceLinks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element).closest("a");
      if (!anchor || !event.currentTarget.contains(anchor) || anchor.target) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}`, IN_PLACE);
    },
    [navigate],
  );
}
