import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { MapOverlay } from "~/components/map/map-overlay";
import { useHighlight } from "~/components/map/use-highlight";
import { JsonLd } from "~/components/json-ld";
import { SourceLinksProvider } from "~/components/source-badges";
import { mapPointsQuery } from "~/lib/cluster-points";
import { shownFilters } from "~/lib/cuisine/shown-filters";
import { listCanonical } from "~/lib/list-canonical";
import { hasActiveFilters, isLocated, listSearch, pageSize, parseListParams, readAsked } from "~/lib/list-params";
import { pageCount } from "~/lib/pagination";
import { DEFAULT_DESCRIPTION, pageMeta } from "~/lib/seo";
import { itemList, webSite } from "~/lib/structured-data";
import { getCurrentUser } from "~/services/auth.server";
import { olderMarkers, stamped, withDataStamp } from "~/services/read-page.server";
import { AdminSection } from "./admin-section";
import { BeenBar, useBeenFiltered } from "./been-filter";
import { filterOptions } from "./filter-options";
import { FilterPanel } from "./filter-panel";
import { Hero } from "./hero";
import { HowWeRank } from "./how-we-rank";
import { MapView } from "./map-view";
import { NearMeDialog } from "./near-me-dialog";
import { NewAndRising } from "./new-and-rising";
import { askedWords, searchIntentView } from "./intent.server";
import { loadHome } from "./queries.server";
import { RankedList } from "./ranked-list";
import { SearchPanel } from "./search-panel";
import { Toolbar } from "./toolbar";
import { ViewTools } from "./view-tools";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const where = data ? listCanonical(data.params, data.total) : { path: "/", noindex: false };
  return pageMeta(matches, {
    title: "LA Eats Ranked: LA Restaurants Ranked by the Experts' Lists",
    description: DEFAULT_DESCRIPTION,
    ...where,
  });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const params = parseListParams(url.searchParams);
  // Words that name filters become them, so the URL says what is shown ('korean bbq' → cuisine=korean&style=barbecue);
  // the words go along to be shown beside them.
  const intent = await searchIntentView(context, params);
  if (intent.view) {
    throw redirect(`/?${listSearch(intent.view)}&${new URLSearchParams({ asked: params.filters.q! })}`);
  }
  const typed = await askedWords(context, params, readAsked(url.searchParams));
  // A signed-in visitor's Been filter is applied by the query; anyone else's, by their browser.
  const user = params.been ? await getCurrentUser(request, context) : null;
  const { meta, ...home } = await loadHome(context, params, user?.id ?? null);
  if (params.page > 1 && home.restaurants.length === 0) {
    // Past the last page of results, nothing was counted: count them from the first, then go to the last.
    const { total } = await loadHome(context, { ...params, page: 1 }, user?.id ?? null);
    throw redirect(`/?${listSearch({ ...params, page: pageCount(total, pageSize(params)) })}`);
  }
  return stamped({ params, asked: typed.asked, ...home }, olderMarkers(olderMarkers(meta, intent.meta), typed.meta));
}

export const headers = withDataStamp;

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const { params } = data;
  const options = filterOptions(data.facets, data.sourceCounts, params.filters);
  const [highlighted, highlight] = useHighlight();
  const [mapOpen, setMapOpen] = useState(false);
  const restaurants = useBeenFiltered(params.been, data.restaurants);
  // A search shows its results alone: no New & Rising.
  const searching = Boolean(params.filters.q);
  // A view the diner narrowed (search, filters, a place, the map) starts with its results; the
  // introduction is one line above them and How We Rank follows them.
  const focused = searching || hasActiveFilters(params) || isLocated(params) || params.view === "map" || !!params.been;
  const list = (
    <RankedList
      params={params}
      restaurants={restaurants}
      total={data.total}
      corrected={data.corrected}
      asked={data.asked}
      areaOnlyLeftOut={data.areaOnlyLeftOut}
      highlighted={highlighted}
      shown={shownFilters(params.filters, options)}
      closest={data.closest}
    />
  );
  return (
    <SourceLinksProvider sources={data.sources}>
      <main className="flex-1">
        <JsonLd
          data={(site) => [
            webSite(site),
            itemList(data.restaurants, site, { name: "Los Angeles restaurants, ranked" }),
          ]}
        />
        <Hero
          total={data.facets.cuisines.reduce((sum, c) => sum + c.count, 0)}
          examples={data.examples}
          compact={focused}
        />
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 md:gap-6 md:py-6">
          {/*
            On phones the ranking comes first and the explainer follows everything else, so it is
            rendered in both places, each shown at its own width. CSS reordering of one copy would let a
            paint of the half-parsed page show it high up, then jump (a layout shift on slow phones).
          */}
          {focused ? null : (
            <div className="hidden md:block">
              <HowWeRank updatedAt={data.updatedAt} lists={data.keyLists} headingId="how-we-rank" />
            </div>
          )}
          <SearchPanel
            q={params.filters.q ?? data.asked ?? ""}
            sort={params.sort}
            canSortByDistance={!!data.origin}
            canSortByRating={data.facets.hasRatings}
          />
          <Toolbar
            params={params}
            options={options}
            total={data.total}
            nearMe={<NearMeDialog params={params} active={!!data.origin} />}
          />
          <BeenBar params={params} rows={data.restaurants.length} shown={restaurants.length} />
          {data.zipNotFound ? (
            <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
              ZIP code not found
            </p>
          ) : null}
          <div className="grid gap-6 md:grid-cols-[280px_1fr] md:items-start">
            <FilterPanel params={params} options={options} total={data.total} onViewMap={() => setMapOpen(true)} />
            {params.view === "map" ? (
              <MapView params={params} total={data.total} origin={data.origin}>
                {list}
              </MapView>
            ) : (
              list
            )}
          </div>
          <ViewTools params={params} total={data.total} />
          <MapOverlay
            open={mapOpen}
            onOpenChange={setMapOpen}
            total={data.total}
            query={mapPointsQuery(params)}
            origin={data.origin}
            radiusMiles={params.radius}
            onSelect={highlight}
          />
          {searching ? null : <NewAndRising />}
          <AdminSection />
          <div className={focused ? undefined : "md:hidden"}>
            <HowWeRank updatedAt={data.updatedAt} lists={data.keyLists} headingId="how-we-rank-end" />
          </div>
        </div>
      </main>
    </SourceLinksProvider>
  );
}
