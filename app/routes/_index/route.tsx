import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { SourceLinksProvider } from "~/components/source-badges";
import { parseListParams } from "~/lib/list-params";
import { AdminSection } from "./admin-section";
import { filterOptions } from "./filter-options";
import { FilterPanel } from "./filter-panel";
import { Hero } from "./hero";
import { HowWeRank } from "./how-we-rank";
import { NewAndRising } from "./new-and-rising";
import { loadHome } from "./queries.server";
import { RankedList } from "./ranked-list";
import { SearchPanel } from "./search-panel";
import { Toolbar } from "./toolbar";

export const meta: MetaFunction = () => [
  { title: "LA Eats Ranked: Los Angeles restaurants ranked by the experts' lists" },
  {
    name: "description",
    content: "The best restaurants in Los Angeles, ranked by how many of 10 trusted expert lists feature them.",
  },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = parseListParams(new URL(request.url).searchParams);
  return { params, ...(await loadHome(context, params)) };
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const { params } = data;
  const options = filterOptions(data.facets);
  return (
    <SourceLinksProvider sources={data.sources}>
      <main className="flex-1">
        <Hero total={data.facets.cuisines.reduce((sum, c) => sum + c.count, 0)} />
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
          {/* On phones the ranking comes first; the explainer follows the results. */}
          {params.filters.q ? null : (
            <div className="order-last md:order-none">
              <HowWeRank updatedAt={data.updatedAt} />
            </div>
          )}
          <SearchPanel q={params.filters.q ?? ""} sort={params.sort} canSortByDistance={!!data.origin} />
          <Toolbar params={params} options={options} nearMe={null} />
          {data.zipNotFound ? (
            <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
              ZIP code not found
            </p>
          ) : null}
          <div className="grid gap-6 md:grid-cols-[280px_1fr] md:items-start">
            <FilterPanel params={params} options={options} total={data.total} />
            <RankedList params={params} restaurants={data.restaurants} total={data.total} corrected={data.corrected} />
          </div>
          {data.newest ? <NewAndRising newest={data.newest} /> : null}
          <AdminSection canBootstrap={data.canBootstrap} />
        </div>
      </main>
    </SourceLinksProvider>
  );
}
