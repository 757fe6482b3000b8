import { Await } from "@remix-run/react";
import { Suspense, useRef, useState, type MouseEvent } from "react";
import { CardSkeletons } from "~/components/card-skeletons";
import { RestaurantCard } from "~/components/restaurant-card";
import { fetchJson } from "~/lib/fetch-json";
import type { RestaurantSummary } from "~/lib/listing";

/** Spec section 2: five skeletons while New & Rising loads. */
const SKELETONS = 5;
const ALL_URL = "/resources/new-and-rising";

type Preview = { restaurants: RestaurantSummary[]; total: number };
type Rest = { state: "idle" | "loading" | "failed" } | { state: "loaded"; restaurants: RestaurantSummary[] };

/**
 * The rest of New & Rising, fetched once: on the first hover or focus of 'See All' (so a click
 * usually finds it there) or on the click itself.
 */
function useRest() {
  const [rest, setRest] = useState<Rest>({ state: "idle" });
  const request = useRef<Promise<RestaurantSummary[]> | null>(null);
  const load = () => {
    request.current ??= fetchJson<{ restaurants: RestaurantSummary[] }>(ALL_URL).then(({ restaurants }) => restaurants);
    return request.current.catch((error: unknown) => {
      request.current = null; // the next attempt asks again
      throw error;
    });
  };
  /** True once the rest is there to show. */
  const reveal = async (): Promise<boolean> => {
    if (rest.state === "loaded") return true;
    setRest({ state: "loading" });
    try {
      setRest({ state: "loaded", restaurants: await load() });
      return true;
    } catch (error) {
      console.error("New & Rising: could not load the rest", error);
      setRest({ state: "failed" });
      return false;
    }
  };
  const preload = () => void load().catch(() => undefined);
  return { rest, reveal, preload };
}

function NewList({ restaurants, total }: Preview) {
  const [expanded, setExpanded] = useState(false);
  const { rest, reveal, preload } = useRest();
  if (restaurants.length === 0) return <p className="text-stone-600">No newest restaurants found</p>;
  const showingAll = expanded && rest.state === "loaded";
  const shown = showingAll ? rest.restaurants : restaurants;
  // One button for both ways, so keyboard focus stays on it.
  const toggle = async (event: MouseEvent) => {
    event.preventDefault();
    if (showingAll) setExpanded(false);
    else if (await reveal()) setExpanded(true);
  };
  return (
    <>
      <ol className="space-y-4" aria-label="New and rising restaurants">
        {shown.map((r, i) => (
          <li key={r.id}>
            <RestaurantCard restaurant={r} rank={i + 1} />
          </li>
        ))}
      </ol>
      {total > restaurants.length ? (
        <div className="mt-4 space-y-2 text-center">
          {/* Without JavaScript a plain form: /newest?all=1 lists every newest restaurant. */}
          <form action="/newest" method="get">
            <input type="hidden" name="all" value="1" />
            <button
              type="submit"
              onClick={toggle}
              onPointerEnter={preload}
              onFocus={preload}
              aria-busy={rest.state === "loading" || undefined}
              className="rounded-xl border border-stone-300 bg-white px-6 py-3 font-semibold hover:border-brand-700"
            >
              {showingAll ? "Show Less" : `See All ${total} New & Rising Restaurants`}
            </button>
          </form>
          {rest.state === "failed" ? (
            <p role="alert" className="text-sm text-red-800">
              Could not load the rest of the list. Please try again.
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

function LoadError() {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
      <p className="font-semibold">Error loading newest restaurants</p>
      <p className="text-sm">Please refresh the page to try again.</p>
    </div>
  );
}

/** 'Top 10 Must-Try New and Rising': the first 10 with the page (skeletons if they stream), the rest on request. */
export function NewAndRising({ newest }: { newest: Promise<Preview> }) {
  return (
    <section aria-labelledby="new-heading" className="space-y-4">
      <div>
        <h2 id="new-heading" className="text-2xl font-bold">
          Top 10 Must-Try New and Rising
        </h2>
        <p className="text-sm text-stone-600">Recent openings from Eater LA, LA Times, Time Out and The Infatuation.</p>
      </div>
      <Suspense fallback={<CardSkeletons count={SKELETONS} label="Loading new and rising restaurants" />}>
        <Await resolve={newest} errorElement={<LoadError />}>
          {(preview) => <NewList restaurants={preview.restaurants} total={preview.total} />}
        </Await>
      </Suspense>
    </section>
  );
}
