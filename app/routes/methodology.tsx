import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { Breadcrumb } from "~/components/category/breadcrumb";
import { SourceListsTable } from "~/components/source-lists-table";
import { pageMeta } from "~/lib/seo";
import { readPage, stamped, withDataStamp } from "~/services/read-page.server";
import { methodologyRead } from "~/models/methodology.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "How We Rank Los Angeles Restaurants",
    description:
      "One point per trusted source with a current list featuring a restaurant, ties sharing a rank, closed places left out: our ten sources and the lists we count.",
    path: "/methodology",
  });

/** The rule and the sources' current lists: one D1 round trip. */
export async function loader({ context }: LoaderFunctionArgs) {
  const {
    meta,
    values: [sources],
  } = await readPage(context, [methodologyRead(context.db)]);
  return stamped({ sources }, meta);
}

export const headers = withDataStamp;

const RULES: [string, string][] = [
  [
    "One point per source.",
    "A restaurant gets a point from each of the ten sources below that has a current list featuring it. Ten is the most a place can have.",
  ],
  [
    "Only current lists count.",
    "When a source publishes a new edition of a list, it replaces the old one. Earlier editions add nothing.",
  ],
  [
    "Every list counts the same.",
    "A Michelin star, the top spot on a ranked list and a place at the bottom of it are each worth one point. Two lists from the same source still make one point.",
  ],
  [
    "Ties share a rank.",
    "Restaurants with the same number of points share a rank, shown as =45: one more than the places with more points. Among equals they are listed A to Z, which involves no judgment of ours.",
  ],
  [
    "Closed restaurants are not ranked.",
    "When a place closes it leaves the ranking. Its page stays up, marked closed, so old links still explain what happened.",
  ],
];

const NOT_DONE: [string, string][] = [
  ["No paid placement.", "No restaurant can pay to be listed or to rank higher, and nothing here is sponsored."],
  ["No invented ratings.", "We show or sort by a rating only where the data carries a real one. We never make one up."],
  [
    "No reviews of our own.",
    "We do not score or review restaurants. The short descriptions on each page are summaries in our own words.",
  ],
  ["No links that change the order.", "Where an outbound link earns us a commission, it has no effect on rank."],
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Points({ items, ordered }: { items: [string, string][]; ordered?: boolean }) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className="space-y-3">
      {items.map(([lead, text], i) => (
        <li key={lead} className="flex gap-3 rounded-xl border border-stone-200 bg-white p-4">
          <span
            aria-hidden="true"
            className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700 ring-1 ring-brand-100"
          >
            {ordered ? i + 1 : "✕"}
          </span>
          <p className="leading-relaxed text-stone-700">
            <strong className="text-ink">{lead}</strong> {text}
          </p>
        </li>
      ))}
    </List>
  );
}

export default function Methodology() {
  const { sources } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 space-y-10 px-4 py-6">
      <div className="space-y-4">
        <Breadcrumb items={[{ label: "Home", href: "/" }, { label: "How We Rank" }]} />
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">How We Rank Restaurants</h1>
        <p className="max-w-3xl text-lg leading-relaxed text-stone-700">
          We do not taste and score restaurants ourselves. We read the lists that critics, guides and diners already
          publish about Los Angeles, and count how many of them feature each place. The more independent lists agree,
          the higher a restaurant ranks.
        </p>
      </div>
      <Section id="the-rule" title="The rule">
        <Points items={RULES} ordered />
      </Section>
      <Section id="the-lists" title="The sources and their lists">
        <p className="max-w-3xl leading-relaxed text-stone-700">
          Each row is a list edition that counts today, with a link to the list itself. Published is when the list came
          out, where it says; Read is when we last read it. Places we carry is how many of the list&apos;s restaurants
          are in our data: national lists name only a few places in Los Angeles, and some local ones are not in our data
          yet.
        </p>
        <p className="max-w-3xl leading-relaxed text-stone-700">
          <Link to="/lists" className="font-medium text-brand-700 underline">
            The Lists We Count
          </Link>{" "}
          shows every edition, current and past, with the places we carry from it, and a table of where the lists agree.
        </p>
        <SourceListsTable sources={sources} />
      </Section>
      <Section id="what-we-do-not-do" title="What we don't do">
        <Points items={NOT_DONE} />
      </Section>
      <Section id="mistakes" title="Found a mistake?">
        <p className="max-w-3xl leading-relaxed text-stone-700">
          The lists are read by people with the help of AI, and the data may contain errors. Tell us at{" "}
          <a href="mailto:hello@laeatsranked.com" className="font-medium text-brand-700 underline">
            hello@laeatsranked.com
          </a>{" "}
          and we will check it against the list.
        </p>
      </Section>
    </main>
  );
}
