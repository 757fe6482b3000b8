import { Link } from "@remix-run/react";
import type { ShownFilter } from "~/lib/cuisine/shown-filters";
import { restaurantCount } from "~/lib/counts";

export type Closest = { href: string; total: number; places: { name: string; slug: string }[]; change: string };

/**
 * An empty list says what it looked for and found nothing of ('No Vietnamese · Pho places on our lists
 * yet'), and offers the closest view, rather than answering with something else unannounced.
 */
export function NoResults({
  shown,
  closest,
  filtered,
  words,
}: {
  shown: ShownFilter[];
  closest: Closest | null;
  /** Whether any filter is set: only then can fewer of them help. */
  filtered: boolean;
  /** The search's words, if any: with filters, the words are what found nothing, not the filters. */
  words?: string;
}) {
  const what = shown.map((f) => f.label).join(" · ");
  const heading = !what
    ? "No Restaurants Found"
    : words
      ? `No ${what} places match “${words}”`
      : `No ${what} places on our lists yet`;
  return (
    <div
      className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center"
      data-testid="no-results"
    >
      <h3 className="text-lg font-bold">{heading}</h3>
      {closest ? (
        <p className="mt-2 text-stone-700" data-testid="closest">
          {`Closest, ${closest.change}: `}
          {closest.places.map((place, i) => (
            <span key={place.slug}>
              {i > 0 ? ", " : null}
              <Link to={`/restaurants/${place.slug}`} className="font-semibold text-brand-700 underline">
                {place.name}
              </Link>
            </span>
          ))}
          {" · "}
          <Link to={closest.href} className="font-semibold text-brand-700 underline">
            {`See all ${restaurantCount(closest.total)}`}
          </Link>
        </p>
      ) : (
        <p className="mt-1 text-stone-600">
          {filtered
            ? "No restaurants match your search and filters. Try fewer filters."
            : "No restaurants match your search. Try other words, or browse the ranking."}
        </p>
      )}
      <Link to="/" className="mt-4 inline-block font-semibold text-brand-700 underline">
        {filtered ? "Reset all filters" : "See the whole ranking"}
      </Link>
    </div>
  );
}
