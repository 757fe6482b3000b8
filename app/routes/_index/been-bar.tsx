import { Link } from "@remix-run/react";
import { BeenProgress } from "~/components/been/been-progress";
import { IN_PLACE } from "~/components/use-in-place-links";
import { listSearch, type BeenFilter, type ListParams } from "~/lib/list-params";

const CHOICES: [BeenFilter | undefined, string][] = [
  [undefined, "Show all"],
  ["hide", "Hide places I've been"],
  ["only", "Only places I've been"],
];

function filterLabel(mode: BeenFilter, signedIn: boolean, count: number): string {
  const places = `${count} place${count === 1 ? "" : "s"}`;
  if (signedIn)
    return mode === "hide"
      ? "Hiding the places you've been (from your account's Been list)."
      : "Showing only the places you've been (from your account's Been list).";
  return mode === "hide"
    ? `Hiding ${places} you've been from this page (your Been list in this browser).`
    : `Showing the ${places} you've been from this page (your Been list in this browser).`;
}

export type BeenBarProps = { params: ListParams; rows: number; shown: number; signedIn: boolean };

/**
 * 'You've been to 12 of the top 50', and the filters 'Hide places I've been' / 'Only places I've
 * been' (in the URL, ?been=hide|only). Loaded only once the visitor has marked a place as Been.
 */
export default function BeenBar({ params, rows, shown, signedIn }: BeenBarProps) {
  return (
    <section aria-label="Places you've been" className="space-y-2 rounded-xl bg-white p-3 ring-1 ring-stone-200">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <BeenProgress scope="top" what={null} />
        <nav aria-label="Filter by places you've been" className="flex flex-wrap gap-1.5">
          {CHOICES.map(([mode, label]) => (
            <Link
              key={label}
              to={`/?${listSearch({ ...params, been: mode })}`}
              {...IN_PLACE}
              aria-current={params.been === mode ? "true" : undefined}
              className={`rounded-full px-3 py-1.5 text-sm font-semibold ${
                params.been === mode
                  ? "bg-ink text-white"
                  : "bg-white text-stone-700 ring-1 ring-stone-300 hover:ring-ink"
              }`}
            >
              {label}
            </Link>
          ))}
        </nav>
      </div>
      {params.been ? (
        <p className="text-sm text-stone-700" data-testid="been-filter-label">
          {filterLabel(params.been, signedIn, params.been === "hide" ? rows - shown : shown)}
        </p>
      ) : null}
    </section>
  );
}
