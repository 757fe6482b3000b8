import { useLocation, useNavigate } from "@remix-run/react";
import { useCallback } from "react";
import { withParam } from "~/lib/list-params";

/** The URL is the state: links for no-JS, and in-place updates (no scroll jump) with JS. */
export function useListUrl() {
  const location = useLocation();
  const navigate = useNavigate();
  const hrefWith = useCallback(
    (key: string, value: string | null) => `/${withParam(location.search, key, value)}`,
    [location.search],
  );
  const setParam = useCallback(
    (key: string, value: string | null) =>
      navigate(hrefWith(key, value), { replace: true, preventScrollReset: true }),
    [navigate, hrefWith],
  );
  return { search: location.search, hrefWith, setParam };
}
