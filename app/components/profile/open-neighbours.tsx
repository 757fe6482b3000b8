import { categoryPath } from "~/lib/category";
import type { OpenNeighbour } from "~/models/open-neighbours.server";

/** On a closed place's page: where its cuisine is still served, best ranked first, and the whole list. */
export function OpenNeighbours({
  cuisine,
  cuisineSlug,
  neighbours,
}: {
  cuisine: string;
  cuisineSlug: string;
  neighbours: OpenNeighbour[];
}) {
  if (neighbours.length === 0) return null;
  return (
    <section aria-labelledby="open-neighbours" className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="open-neighbours" className="text-lg font-bold">
        {`${cuisine} places still open`}
      </h2>
      <ul className="mt-2 space-y-1">
        {neighbours.map((n) => (
          <li key={n.slug}>
            <a href={`/restaurants/${n.slug}`} className="font-medium text-brand-700 hover:underline">
              {n.name}
            </a>
            <span className="text-stone-600">{` · ${n.neighborhood}`}</span>
          </li>
        ))}
      </ul>
      <a
        href={categoryPath("cuisine", cuisineSlug)}
        className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        {`All ${cuisine} restaurants`}
      </a>
    </section>
  );
}
