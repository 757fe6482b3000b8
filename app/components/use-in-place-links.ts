import { useNavigate } from "@remix-run/react";
import { useCallback, type MouseEvent } from "react";

/** How a list view moves to another of its own URLs: in place, without a history entry or a scroll jump. */
export const IN_PLACE = { replace: true, preventScrollReset: true } as const;

/** One handler for many plain filter links: a plain click updates in place like <Link replace preventScrollReset>
 * without each paying for a Link. Modified or off-origin clicks stay the browser's. */
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
