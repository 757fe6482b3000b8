import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/category/breadcrumb";
import { JsonLd } from "~/components/json-ld";
import { carriedNote, editionPath, LISTS_PATH, otherSources, sourceBySlug, sourcePath } from "~/lib/list-pages";
import { pageMeta } from "~/lib/seo";
import { listMonth, scopeLabel } from "~/lib/source-lists";
import { itemList, restaurantPath } from "~/lib/structured-data";
import { editionPageRead, type EditionEntry } from "~/models/list-pages.server";
import { readPage, stamped, withDataStamp } from "~/services/read-page.server";

export const headers = withDataStamp;

export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) =>
  page
    ? pageMeta(matches, {
        title: `${page.edition.source}: ${page.edition.title} (${page.edition.edition})`,
        description: `The ${page.entries.length} Los Angeles restaurants we carry from ${page.edition.source}'s ${page.edition.title}, ${page.edition.edition} edition, in the list's own order, and which other lists name each.`,
        path: editionPath(page.edition),
      })
    : [];

/** One edition as published, with the entries we carry and the other lists naming each: one D1 round trip. */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const source = sourceBySlug(params.source ?? "");
  const list = params.list ?? "";
  const edition = params.edition ?? "";
  if (!source || !list || !edition) throw new Response("Not Found", { status: 404 });
  const {
    meta,
    values: [page],
  } = await readPage(context, [editionPageRead(context.db, { source, list, edition })]);
  if (!page.edition) throw new Response("Not Found", { status: 404 });
  return stamped({ edition: page.edition, entries: page.entries }, meta);
}

function orderNote(ranked: boolean, entries: EditionEntry[]): string {
  if (ranked) return "In the list's own order.";
  return entries.some((e) => e.distinction) ? "By distinction, then A to Z." : "The list is not numbered: A to Z.";
}

/** "#3", "2 Stars (2023)", or nothing on an unranked list. */
function claimOf(entry: EditionEntry, editionYear: string): string | null {
  if (entry.rank !== null) return `#${entry.rank}`;
  if (entry.distinction)
    return `${entry.distinction}${entry.distinctionYear && entry.distinctionYear !== editionYear ? ` (${entry.distinctionYear})` : ""}`;
  return null;
}

function Entry({ entry, source, editionYear }: { entry: EditionEntry; source: string; editionYear: string }) {
  const claim = claimOf(entry, editionYear);
  const others = otherSources(entry.sources, source);
  const closed = entry.status === "closed" || entry.status === "moved";
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3">
      {claim ? <span className="min-w-10 font-bold tabular-nums text-brand-800">{claim}</span> : null}
      <Link to={restaurantPath(entry.slug)} prefetch="intent" className="font-semibold text-brand-700 hover:underline">
        {entry.name}
      </Link>
      <span className="text-sm text-stone-600">{entry.neighborhood}</span>
      {closed ? (
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
          {entry.status === "moved" ? "Moved" : `Closed${entry.closedMonth ? ` ${listMonth(entry.closedMonth)}` : ""}`}
        </span>
      ) : null}
      <span className="basis-full text-sm text-stone-600">
        {others.length ? `Also on ${others.join(", ")}` : closed ? "Not ranked: closed" : "On no other current list"}
      </span>
    </li>
  );
}

export default function EditionPage() {
  const { edition, entries } = useLoaderData<typeof loader>();
  const facts = [
    `${edition.edition} edition`,
    listMonth(edition.published) ? `published ${listMonth(edition.published)}` : "undated",
    `read ${listMonth(edition.readOn) ?? edition.readOn}`,
    scopeLabel(edition.scope),
    edition.current ? "current: it counts in the ranking" : "past: a newer edition counts instead",
  ];
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-6">
      <JsonLd
        data={(site) => itemList(entries, site, { name: `${edition.source}: ${edition.title} (${edition.edition})` })}
      />
      <div className="space-y-4">
        <Breadcrumb
          items={[
            { label: "Home", href: "/" },
            { label: "The Lists", href: LISTS_PATH },
            { label: edition.source, href: sourcePath(edition.source) },
            { label: edition.edition },
          ]}
        />
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{edition.source}</p>
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{edition.title}</h1>
        <p className="text-stone-700">{facts.join(" · ")}</p>
        <p className="text-stone-700">
          {`${carriedNote(edition)} ${orderNote(edition.ranked, entries)} `}
          <a
            href={edition.url}
            target="_blank"
            rel="nofollow noreferrer"
            className="font-medium text-brand-700 underline"
          >
            {`Read it at ${edition.source}`}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
      <ol
        aria-label={`${edition.title}: the places we carry`}
        className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white"
      >
        {entries.map((entry) => (
          <Entry key={entry.slug} entry={entry} source={edition.source} editionYear={edition.edition} />
        ))}
      </ol>
    </main>
  );
}
