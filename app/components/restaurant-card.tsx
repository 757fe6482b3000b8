import type { RestaurantSummary } from "~/lib/listing";
import { TOTAL_SOURCES } from "~/lib/sources";
import { RestaurantMetaLine } from "./restaurant-meta-line";

export function RestaurantCard({ restaurant, rank }: { restaurant: RestaurantSummary; rank: number }) {
  return (
    <article
      id={`restaurant-${restaurant.slug}`}
      data-testid="restaurant-card"
      className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <span
        aria-label={`Rank ${rank}`}
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
      >
        {rank}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold">
          <a href={`/restaurants/${restaurant.slug}`} className="hover:underline" data-testid="restaurant-name">
            {restaurant.name}
          </a>
        </h3>
        <RestaurantMetaLine {...restaurant} />
        <p className="mt-1 text-sm font-medium text-brand-700" data-testid="source-count">
          {`Appears on ${restaurant.sourceCount} of ${TOTAL_SOURCES} trusted lists`}
        </p>
        {restaurant.description ? <p className="mt-2 text-sm text-stone-700">{restaurant.description}</p> : null}
      </div>
    </article>
  );
}
