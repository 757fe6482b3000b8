import { useNavigate } from "@remix-run/react";
import { useCallback, type MouseEvent } from "react";

/** How a list view moves to another of its own URLs: in place, without a history entry or a scroll jump. */
export const IN_PLACE = { replace: true, preventScrollReset: true } as const;

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
