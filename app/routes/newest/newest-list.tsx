import { Await } from "@remix-run/react";
import { Suspense, useState, type MouseEvent } from "react";
import { CardSkeletons } from "~/components/card-skeletons";
import { RestaurantCard } from "~/components/restaurant-card";
import type { RestaurantSummary } from "~/lib/listing";

/** The newest page shows this many until 'See All'. */
const NEWEST_COLLAPSED = 10;
export const SKELETON_COUNT = 6;

function Loaded({ restaurants, showAll }: { restaurants: RestaurantSummary[]; showAll: boolean }) {
  const [expanded, setExpanded] = useState(showAll);
  if (restaurants.length === 0)
    return <p className="rounded-2xl bg-white p-8 text-center text-stone-600">No newest restaurants found</p>;
  const shown = expanded ? restaurants : restaurants.slice(0, NEWEST_COLLAPSED);
  // A link, so it works before JavaScript (?all=1 renders every row); with it, the rest just appear.
  const reveal = (event: MouseEvent) => {
    event.preventDefault();
    setExpanded(true);
  };
  return (
    <>
      <ol className="space-y-4" aria-label="Newest restaurants">
        {shown.map((r, i) => (
          <li key={r.id}>
            <RestaurantCard restaurant={r} rank={i + 1} headingLevel={2} eagerMap={i === 0} />
          </li>
        ))}
      </ol>
      {shown.length < restaurants.length ? (
        <div className="text-center">
          <a
            href="/newest?all=1"
            onClick={reveal}
            className="inline-block rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {`See All ${restaurants.length} Restaurants`}
          </a>
        </div>
      ) : null}
    </>
  );
}

/** The newest list: its rows, or six skeleton cards until rows still to come arrive (a settled list renders at once). */
export function NewestList({
  newest,
  showAll,
}: {
  newest: RestaurantSummary[] | Promise<RestaurantSummary[]>;
  showAll: boolean;
}) {
  return (
    <Suspense
      fallback={<CardSkeletons count={SKELETON_COUNT} label="Loading newest restaurants" testId="newest-skeletons" />}
    >
      <Await resolve={newest}>{(restaurants) => <Loaded restaurants={restaurants} showAll={showAll} />}</Await>
    </Suspense>
  );
}
