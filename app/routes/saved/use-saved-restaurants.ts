import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useSaved } from "~/components/saved/saved-provider";
import type { CardRestaurant } from "~/lib/evidence/card-claims";

type SavedData = { restaurants: CardRestaurant[] | null };

/** The list lives in the browser, so cards come from this loader (`?slugs=`) once it is read, in rank order; removing
 * needs no refetch, a slug not yet asked for (saved here or in another tab) triggers one. */
export function useSavedRestaurants() {
  const { slugs, ready } = useSaved();
  const { load, data, state } = useFetcher<SavedData>();
  const requested = useRef(new Set<string>());

  useEffect(() => {
    if (!ready || slugs.every((slug) => requested.current.has(slug))) return;
    slugs.forEach((slug) => requested.current.add(slug));
    load(`/saved?slugs=${slugs.join(",")}`);
  }, [ready, slugs, load]);

  // In the server's order, rank order as on the home page, not the order they were saved in.
  const wanted = new Set(slugs);
  const restaurants = (data?.restaurants ?? []).filter((r) => wanted.has(r.slug));
  const settled = !!data && state === "idle";
  return {
    slugs,
    restaurants,
    loading: !ready || (slugs.length > 0 && !settled && restaurants.length < slugs.length),
    unavailable: settled ? slugs.length - restaurants.length : 0,
  };
}
