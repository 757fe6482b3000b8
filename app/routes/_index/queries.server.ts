import type { AppLoadContext } from "@remix-run/cloudflare";
import { exampleCategories } from "~/lib/example-categories";
import { pageOffset } from "~/lib/pagination";
import { distanceMiles, type LatLng } from "~/lib/geo";
import type { CardRestaurant } from "~/lib/evidence/card-claims";
import { knownTotal, totalIsKnown } from "~/lib/list-total";
import { closestViews } from "~/lib/closest-view";
import { listSearch, pageSize, type ListParams } from "~/lib/list-params";
import { rankedCardsRead } from "~/models/card-claims.server";
import { searchedCardsRead } from "~/models/search-list.server";
import { planSearch } from "~/models/search.server";
import {
  cachedCategoryCounts,
  cachedPageRead,
  cachedFacets,
  cachedKeyLists,
  cachedSourceFilterCounts,
  cachedSourceLinks,
} from "~/services/cached-reads.server";
import type { CategoryCount } from "~/models/categories.server";
import { noRead, pairRead, readOne } from "~/models/batch.server";
import { areaOnlyCountRead, type ListScope } from "~/models/restaurants.server";
import { readListView } from "~/services/list-view.server";

/**
 * The ranked list for the page's filters (New & Rising is not read here: the browser asks for it as
 * the visitor scrolls there), and a signed-in visitor's Been filter against their list in D1. The
 * whole ranking or one category is not counted: its total is in the category counts (lib/list-total.ts).
 */
function listRead(context: AppLoadContext, params: ListParams, userId: string | null) {
  const { db } = context;
  const limit = pageSize(params);
  const been = userId && params.been ? { userId, mode: params.been } : undefined;
  const { sort, filters } = params;
  const cards = (scope: ListScope) =>
    scope.search
      ? searchedCardsRead(db, {
          search: scope.search,
          filters,
          near: scope.near,
          been,
          sort,
          limit,
          offset: pageOffset(params.page, limit),
        })
      : rankedCardsRead(db, {
          filters,
          sort,
          limit,
          been,
          ...scope,
          countTotal: !totalIsKnown(filters, { ...scope, been }),
        });
  // A distance search says how many places it cannot measure (known only by their area).
  return (scope: ListScope) =>
    pairRead(
      cards(scope),
      scope.near && scope.near.radiusMiles > 0
        ? areaOnlyCountRead(db, { filters, match: scope.match, been })
        : noRead(0),
      (list, areaOnlyLeftOut) => ({ ...list, areaOnlyLeftOut }),
    );
}

/**
 * A row as this page's cards read it, and no more: the rest would travel in the HTML's loader data
 * for nothing. A card reads the ranks before and after only of a place that moved, and the distance
 * only from an origin.
 */
function cardRow(
  { id: _id, cuisineSlug: _c, neighborhoodSlug: _n, occasion: _o, moved, rankBefore, rankAfter, ...r }: CardRestaurant,
  origin: LatLng | null,
) {
  const distance =
    origin && r.latitude !== null && r.longitude !== null
      ? distanceMiles(origin, { lat: r.latitude, lng: r.longitude })
      : null;
  return {
    ...r,
    ...(moved ? { moved, rankBefore, rankAfter } : {}),
    ...(distance === null ? {} : { distanceMiles: distance }),
  };
}

/** For filters that found nothing: the first places of the closest view that finds any, and its address. */
async function readClosest(context: AppLoadContext, params: ListParams, total: number) {
  const { db } = context;
  for (const { params: view, change } of total === 0 ? closestViews(params) : []) {
    const { q, ...filters } = view.filters;
    const plan = q ? await planSearch(db, q) : null;
    if (q && !plan) continue;
    const { restaurants, total: found } = await readOne(
      db,
      plan
        ? searchedCardsRead(db, { search: plan.reading, filters, limit: 3 })
        : rankedCardsRead(db, { filters, limit: 3 }),
    );
    const places = restaurants.map(({ name, slug }) => ({ name, slug }));
    if (found) return { href: `/?${listSearch(view)}`, total: found, places, change };
  }
  return null;
}

const namesAndCounts = (categories: CategoryCount[]) => categories.map(({ name, count }) => ({ name, count }));

/**
 * The ranking as it opens (`/`, or its map: no search, filter, place, sort or count of its own) is the same for every
 * visitor until the data changes, so it comes from the data cache like the facets; anything else reads D1 as asked.
 */
function readHomeList(context: AppLoadContext, params: ListParams, userId: string | null) {
  const read = listRead(context, params, userId);
  if (listSearch({ ...params, view: "list" }) !== "") return readListView(context, params, read);
  return cachedPageRead(context, "plain-ranking", () => read({})).then((view) => ({
    ...view,
    origin: null,
    corrected: null,
  }));
}

export async function loadHome(context: AppLoadContext, params: ListParams, userId: string | null = null) {
  const { meta, value: list, origin, corrected } = await readHomeList(context, params, userId);
  // Keyed on the markers the list came with; from memory or KV, rarely D1.
  const [facets, sourceCounts, sources, keyLists, categoryCounts] = await Promise.all([
    cachedFacets(context, meta),
    cachedSourceFilterCounts(context, meta),
    cachedSourceLinks(context, meta),
    cachedKeyLists(context, meta),
    cachedCategoryCounts(context, meta),
  ]);
  const total = list.total ?? knownTotal(params.filters, categoryCounts);
  return {
    restaurants: list.restaurants.map((r) => cardRow(r, origin)),
    total,
    closest: await readClosest(context, params, total),
    corrected,
    origin,
    areaOnlyLeftOut: list.areaOnlyLeftOut,
    zipNotFound: !!params.zip && !origin,
    // A category's slug is made from its name (lib/slug.ts), so the page makes it again from the name.
    facets: {
      ...facets,
      cuisines: namesAndCounts(facets.cuisines),
      neighborhoods: namesAndCounts(facets.neighborhoods),
    },
    sourceCounts,
    sources: sources.map(({ badge: _badge, ...source }) => source),
    keyLists,
    examples: exampleCategories(categoryCounts),
    updatedAt: meta.updatedAt,
    meta,
  };
}
