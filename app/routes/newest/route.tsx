import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/category/breadcrumb";
import { SourceLinksProvider } from "~/components/source-badges";
import { pageMeta } from "~/lib/seo";
import { restaurantCount } from "~/lib/counts";
import { newOpeningsBy } from "~/lib/sources";
import { newestRestaurantsRead, newOpeningsSourcesRead } from "~/models/newest.server";
import { cachedSourceLinks } from "~/services/cached-reads.server";
import { readPage, stamped, withDataStamp } from "~/services/read-page.server";
import { NewestList } from "./newest-list";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const showAll = new URL(request.url).searchParams.get("all") === "1";
  try {
    const {
      meta,
      values: [newest, drawnFrom],
    } = await readPage(context, [newestRestaurantsRead(context.db), newOpeningsSourcesRead(context.db)]);
    // Settled here, so the list is in the document itself (no JavaScript needed), not streamed.
    const sources = await cachedSourceLinks(context, meta);
    return stamped({ showAll, sources, drawnFrom, total: newest.length, newest }, meta);
  } catch (error) {
    // A failed read shows the empty state, never an error page; unstamped, so it is not stored.
    console.error("newest: could not load the newest restaurants", error);
    return data({ showAll, sources: [], drawnFrom: [], total: 0, newest: [] });
  }
}

export const headers = withDataStamp;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, {
    title: "New & Rising Los Angeles Restaurants",
    description: `The newest Los Angeles restaurants worth a visit, from ${newOpeningsBy(data?.drawnFrom ?? [])}.`,
    path: "/newest",
  });

export default function Newest() {
  const { showAll, sources, drawnFrom, total, newest } = useLoaderData<typeof loader>();
  return (
    <SourceLinksProvider sources={sources}>
      <main className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-6">
        <Breadcrumb items={[{ label: "Home", href: "/" }, { label: "New & Rising" }]} />
        <header>
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">New &amp; Rising Restaurants</h1>
          <p className="mt-2 max-w-2xl text-stone-700">
            {`${restaurantCount(total)} that opened within two years of ${newOpeningsBy(drawnFrom)} naming them: those on the most of these lists first, then those on the most lists of any kind.`}
          </p>
        </header>
        <NewestList newest={newest} showAll={showAll} />
      </main>
    </SourceLinksProvider>
  );
}
