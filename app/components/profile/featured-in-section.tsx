import { asOfMonth } from "~/lib/as-of";
import type { FeaturedIn } from "~/lib/evidence/featured-in";
import { pastNote } from "~/lib/evidence/featured-in-text";
import { FeaturedInRow, ListLink } from "./featured-in-row";

const label = "font-semibold text-ink";

/** "Not on: NYT, Bon Appétit": the sources behind the count that is not higher, each said once. */
function SourceLine({ title, names, testId }: { title: string; names: readonly string[]; testId: string }) {
  if (!names.length) return null;
  return (
    <p className="text-sm text-stone-700" data-testid={testId}>
      <span className={label}>{title}</span> {names.join(", ")}
    </p>
  );
}

/** The evidence behind the count (id "featured-in", linked from cards): entries, sources without one, the past. */
export function FeaturedInSection({
  name,
  featured,
  lastVerified,
}: {
  name: string;
  featured: FeaturedIn;
  lastVerified: string | null;
}) {
  const verified = asOfMonth(lastVerified);
  return (
    <section
      id="featured-in"
      aria-labelledby="featured-in-heading"
      className="scroll-mt-24 space-y-4 rounded-2xl border border-stone-200 bg-white p-5"
    >
      <h2 id="featured-in-heading" className="text-xl font-bold">
        Featured in
      </h2>
      {featured.entries.length ? (
        <ul aria-label="Current list entries" className="divide-y divide-stone-200">
          {featured.entries.map((entry) => (
            <FeaturedInRow key={`${entry.source}|${entry.title}`} entry={entry} />
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">{`No current edition of a list we track names ${name}.`}</p>
      )}
      <div className="space-y-1 border-t border-stone-200 pt-3">
        <SourceLine title="Not on:" names={featured.notOn} testId="featured-in-not-on" />
        <SourceLine title="No current list on file:" names={featured.unread} testId="featured-in-unread" />
      </div>
      {featured.past.length ? (
        <div>
          <h3 className="text-sm font-bold uppercase tracking-wide text-stone-600">Earlier editions</h3>
          <ul className="mt-1 space-y-1 text-sm" aria-label="Earlier editions">
            {featured.past.map((listing) => (
              <li key={`${listing.source}|${listing.title}`} data-testid="featured-in-past">
                <ListLink url={listing.url}>{pastNote(listing)}</ListLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {featured.past.length > 0 || featured.timeline.some((e) => !e.joined) ? (
        <div>
          <h3 className="text-sm font-bold uppercase tracking-wide text-stone-600">Timeline</h3>
          <ol className="mt-1 space-y-1 text-sm text-stone-700" aria-label="Timeline">
            {featured.timeline.map((event) => (
              <li key={event.text} data-testid="featured-in-timeline">
                {event.text}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {verified ? (
        <p className="text-sm text-stone-600" data-testid="last-verified">{`Last verified ${verified}`}</p>
      ) : null}
    </section>
  );
}
