import { useEffect, useState } from "react";
import { CardSkeletons } from "~/components/card-skeletons";
import { RestaurantCard } from "~/components/restaurant-card";
import { useInView } from "~/components/use-in-view";
import { fetchJson } from "~/lib/fetch-json";
import { NEW_AND_RISING_SHOWN, newAndRisingHeading, type RestaurantSummary } from "~/lib/listing";

/** Five skeletons stand in while New & Rising loads. */
const SKELETONS = 5;
/** The first 25 and the total: 'See All' then needs no second request. */
const LIST_URL = "/resources/new-and-rising";
/** Far enough ahead that a visitor scrolling down finds the cards there, not the skeletons. */
const LOAD_AHEAD = "1000px";

type Load =
  { state: "loading" } | { state: "failed" } | { state: "loaded"; restaurants: RestaurantSummary[]; total: number };

/**
 * New & Rising, fetched once the section nears the screen: it sits below the ranked list, so the home
 * render, and phones that never scroll there, do without its cards (decision 004).
 */
function useNewest(wanted: boolean) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    setLoad({ state: "loading" });
    fetchJson<{ restaurants: RestaurantSummary[]; total: number }>(LIST_URL).then(
      ({ restaurants, total }) => {
        if (current) setLoad({ state: "loaded", restaurants, total });
      },
      (error: unknown) => {
        console.error("New & Rising: could not load", error);
        if (current) setLoad({ state: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, attempt]);
  return { load, retry: () => setAttempt((n) => n + 1) };
}

function NewList({ restaurants }: { restaurants: RestaurantSummary[] }) {
  const [expanded, setExpanded] = useState(false);
  if (restaurants.length === 0) return <p className="text-stone-600">No newest restaurants found</p>;
  const shown = expanded ? restaurants : restaurants.slice(0, NEW_AND_RISING_SHOWN);
  return (
    <>
      <ol className="space-y-4" aria-label="New and rising restaurants">
        {shown.map((r, i) => (
          <li key={r.id}>
            <RestaurantCard restaurant={r} rank={i + 1} idPrefix="new" />
          </li>
        ))}
      </ol>
      {restaurants.length > NEW_AND_RISING_SHOWN ? (
        <div className="mt-4 text-center">
          {/* One button both ways, so keyboard focus stays on it. */}
          <button
            type="button"
            onClick={() => setExpanded(!expanded)}
            className="rounded-xl border border-stone-300 bg-white px-6 py-3 font-semibold hover:border-brand-700"
          >
            {expanded ? "Show Less" : `See All ${restaurants.length} New & Rising Restaurants`}
          </button>
        </div>
      ) : null}
    </>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
      <p className="font-semibold">Error loading newest restaurants</p>
      <p className="text-sm">The list could not be loaded. Please try again.</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold hover:border-red-700"
      >
        Try again
      </button>
    </div>
  );
}

/**
 * New & Rising, its heading saying how many ('Top 10' only when there are ten): loaded as it nears the
 * screen; without JavaScript, a link to /newest.
 */
export function NewAndRising() {
  const { ref, inView } = useInView<HTMLElement>(LOAD_AHEAD);
  const { load, retry } = useNewest(inView);
  return (
    <section ref={ref} aria-labelledby="new-heading" className="space-y-4">
      <div>
        <h2 id="new-heading" className="text-2xl font-bold">
          {newAndRisingHeading(load.state === "loaded" ? load.total : null)}
        </h2>
        <p className="text-sm text-stone-600">
          Places that opened within two years of an Eater LA, LA Times, Time Out or Infatuation list naming them.
        </p>
      </div>
      <noscript>
        <p>
          <a href="/newest" className="font-semibold text-brand-700 underline">
            See the New &amp; Rising restaurants
          </a>
        </p>
      </noscript>
      {load.state === "loaded" ? (
        <NewList restaurants={load.restaurants} />
      ) : load.state === "failed" ? (
        <LoadError onRetry={retry} />
      ) : (
        // Hidden where scripts cannot run: nothing would ever replace them.
        <div className="new-rising-loading no-js:hidden">
          <CardSkeletons count={SKELETONS} label="Loading new and rising restaurants" />
        </div>
      )}
    </section>
  );
}
