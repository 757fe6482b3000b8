import { Link } from "@remix-run/react";
import { NotFound } from "~/components/not-found";

/** The not-found page for a restaurant slug, with the closest names we do have. */
export function RestaurantNotFound({ suggestions }: { suggestions: { slug: string; name: string }[] }) {
  return (
    <NotFound>
      {suggestions.length ? (
        <div className="mt-8 rounded-2xl border border-stone-200 bg-white p-5 text-left">
          <h2 className="font-bold">Did you mean…</h2>
          <ul className="mt-2 space-y-1.5" aria-label="Did you mean">
            {suggestions.map((s) => (
              <li key={s.slug}>
                <Link to={`/restaurants/${s.slug}`} className="font-semibold text-brand-700 hover:underline">
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </NotFound>
  );
}
