import { Link } from "@remix-run/react";
import { SourceBadgeKey } from "~/components/source-badges";
import { asOfMonth } from "~/lib/as-of";
import type { KeyList } from "~/lib/source-lists";

const POINTS = [
  { title: "Data-Driven", text: "Every ranking counts appearances on 10 respected expert and diner lists." },
  { title: "Bias-Free", text: "No paid placements and no sponsored content: a restaurant cannot buy its rank." },
  { title: "Regularly Updated", text: "We re-check the lists and refresh the data as they change." },
];

function updatedLabel(updatedAt: string | null): string | null {
  const month = asOfMonth(updatedAt);
  return month && `Updated ${month}`;
}

/** The 'How We Rank Restaurants' card and the source key; the date is the lists' as-of date. */
export function HowWeRank({
  updatedAt,
  lists,
  headingId,
}: {
  updatedAt: string | null;
  lists: KeyList[];
  headingId: string;
}) {
  const label = updatedLabel(updatedAt);
  return (
    <section aria-labelledby={headingId} className="grid gap-4 md:grid-cols-2">
      <div className="rounded-2xl border border-stone-200 bg-white p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-xl font-bold">
            How We Rank Restaurants
          </h2>
          {label ? (
            <span className="rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
              {label}
            </span>
          ) : null}
        </div>
        <ul className="rank-points">
          {POINTS.map((p) => (
            <li key={p.title}>
              <p>
                <strong>{`${p.title}.`}</strong> {p.text}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-4 rounded-xl bg-stone-50 p-3 text-sm text-stone-700">
          The more lists that independently recommend a restaurant, the stronger the consensus. Ties are listed
          alphabetically. Data is compiled with AI plus human research and may contain errors.
        </p>
        <Link
          to="/methodology"
          prefetch="intent"
          className="mt-4 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          The full method, and the lists we count
        </Link>
      </div>
      <SourceBadgeKey lists={lists} />
    </section>
  );
}
