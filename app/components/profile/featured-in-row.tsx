import { Link } from "@remix-run/react";
import { Fragment } from "react";
import type { FeaturedEntry } from "~/lib/evidence/featured-in";
import {
  entryClaim,
  entryDates,
  entryHeading,
  openedNote,
  openedSourceLabel,
  sinceNote,
  staleNote,
} from "~/lib/evidence/featured-in-text";
import { editionPath } from "~/lib/list-pages";

/** A link to a list outside the site: it vouches for nothing we say, so nofollow, and a new tab. */
export function ListLink({ url, children }: { url: string | null; children: string }) {
  if (!url) return <span className="font-medium">{children}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="nofollow noopener"
      className="font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** One current list entry: the source (and distinction), the list and rank, its dates, and how long it has held. */
export function FeaturedInRow({ entry }: { entry: FeaturedEntry }) {
  return (
    <li className="space-y-1 py-3 first:pt-0 last:pb-0" data-testid="featured-in-row">
      <p className="font-bold text-ink">{entryHeading(entry)}</p>
      <p className="leading-snug">
        <ListLink url={entry.url}>{entryClaim(entry)}</ListLink>
      </p>
      {entry.list ? (
        <p className="text-sm">
          <Link
            to={editionPath({ source: entry.source, list: entry.list, edition: entry.edition })}
            prefetch="intent"
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            The whole list here, and which other lists name its places
          </Link>
        </p>
      ) : null}
      <p className="text-sm text-stone-600">
        {entryDates(entry).map((part, i) => (
          <Fragment key={part}>
            {i ? " · " : null}
            <span className="whitespace-nowrap">{part}</span>
          </Fragment>
        ))}
      </p>
      {entry.since ? <p className="text-sm text-stone-700">{sinceNote(entry.since)}</p> : null}
      <OpenedLine entry={entry} />
      {entry.stale ? (
        <p className="inline-block rounded-md bg-amber-50 px-2 py-0.5 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          {staleNote(entry.stale)}
        </p>
      ) : null}
    </li>
  );
}

/** "Opened July 2024, as lataco.com reports": the opening an entry records, and who states it. */
function OpenedLine({ entry }: { entry: FeaturedEntry }) {
  const note = openedNote(entry);
  if (!note) return null;
  return (
    <p className="text-sm text-stone-700" data-testid="opened-note">
      {note}
      {entry.openedSource ? (
        <>
          {", as "}
          <ListLink url={entry.openedSource}>{openedSourceLabel(entry.openedSource)}</ListLink>
          {" reports"}
        </>
      ) : null}
    </p>
  );
}
