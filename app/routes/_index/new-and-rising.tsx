import { Await } from "@remix-run/react";
import { Suspense, useState } from "react";
import { CardSkeletons } from "~/components/card-skeletons";
import { RestaurantCard } from "~/components/restaurant-card";
import type { RestaurantSummary } from "~/lib/listing";

const COLLAPSED = 10;
/** Spec section 2: five skeletons while New & Rising loads. */
const SKELETONS = 5;

function NewList({ restaurants }: { restaurants: RestaurantSummary[] }) {
  const [expanded, setExpanded] = useState(false);
  if (restaurants.length === 0) return <p className="text-stone-600">No newest restaurants found</p>;
  const shown = expanded ? restaurants : restaurants.slice(0, COLLAPSED);
  return (
    <>
      <ol className="space-y-4" aria-label="New and rising restaurants">
        {shown.map((r, i) => (
          <li key={r.id}>
            <RestaurantCard restaurant={r} rank={i + 1} />
          </li>
        ))}
      </ol>
      {restaurants.length > COLLAPSED ? (
        <div className="mt-4 text-center">
          <button
            type="button"
            onClick={() => setExpanded((e) => !e)}
            className="rounded-xl border border-stone-300 bg-white px-6 py-3 font-semibold hover:border-brand-700"
          >
            {expanded ? "Show Less" : `See All ${restaurants.length} New & Rising Restaurants`}
          </button>
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

/** 'Top 10 Must-Try New and Rising', streamed after the main list (skeletons meanwhile). */
export function NewAndRising({ newest }: { newest: Promise<RestaurantSummary[]> }) {
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
          {(restaurants) => <NewList restaurants={restaurants} />}
        </Await>
      </Suspense>
    </section>
  );
}
