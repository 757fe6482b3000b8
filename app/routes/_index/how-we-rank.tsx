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
    <section aria-labelledby={headingId} className="how-we-rank">
      <div>
        <div className="how-we-rank-head">
          <h2 id={headingId}>How We Rank Restaurants</h2>
          {label ? <span>{label}</span> : null}
        </div>
        <ul className="rank-points">
          {POINTS.map((p) => (
            <li key={p.title}>
              <p>
                <strong>{`${p.title}.`}</strong>
                {` ${p.text}`}
              </p>
            </li>
          ))}
        </ul>
        <p className="how-we-rank-note">
          The more lists that independently recommend a restaurant, the stronger the consensus. Ties share a rank (=45)
          and are listed alphabetically. Data is compiled with AI plus human research and may contain errors.
        </p>
        <Link to="/methodology" prefetch="intent" className="how-we-rank-more">
          The full method, and the lists we count
        </Link>
      </div>
      <SourceBadgeKey lists={lists} />
    </section>
  );
}
