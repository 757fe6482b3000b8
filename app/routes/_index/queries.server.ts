import type { AppLoadContext } from "@remix-run/cloudflare";
import { distanceMiles } from "~/lib/geo";
import type { ListParams } from "~/lib/list-params";
import { hasRatings, listCuisines, listNeighborhoods } from "~/models/categories.server";
import { findZip } from "~/models/gazetteer.server";
import { readTogether } from "~/models/batch.server";
import { anyAdminRead } from "~/models/roles.server";
import { listNewestRestaurants } from "~/models/newest.server";
import { rankedRestaurantsRead } from "~/models/restaurants.server";
import { sourceLinksRead } from "~/models/source-links.server";
import { planSearch } from "~/models/search.server";
import { cachedJson } from "~/services/kv-cache.server";

/** 'All' renders at most this many cards; past it the page says so and suggests narrowing. */
export const ALL_LIMIT = 300;
export const NEW_AND_RISING_LIMIT = 25;

/** The facet lists change only with the data, so they are cached in KV under its update time. */
async function loadFacets(context: AppLoadContext, updatedAt: string | null) {
  const key = `facets:${updatedAt ?? "initial"}`;
  const { value } = await cachedJson(context.cloudflare.env.CACHE, key, 3600, async () => {
    const [cuisines, neighborhoods, ratings] = await Promise.all([
      listCuisines(context.db),
      listNeighborhoods(context.db),
      hasRatings(context.db),
    ]);
    return { cuisines, neighborhoods, hasRatings: ratings };
  });
  return value;
}

async function resolveOrigin(context: AppLoadContext, params: ListParams) {
  if (params.near) return { ...params.near, label: "your location" };
  if (!params.zip) return null;
  const zip = await findZip(context.db, params.zip);
  return zip ? { lat: zip.lat, lng: zip.lng, label: `${zip.city}, ${zip.state} ${zip.zip}` } : null;
}

export async function loadHome(context: AppLoadContext, params: ListParams) {
  const { db } = context;
  const { updatedAt } = await context.dataMeta();
  const [origin, plan] = await Promise.all([
    resolveOrigin(context, params),
    params.filters.q ? planSearch(db, params.filters.q) : Promise.resolve(undefined),
  ]);
  const limit = params.count === "all" ? ALL_LIMIT : params.count;
  const near = origin ? { lat: origin.lat, lng: origin.lng, radiusMiles: params.radius } : undefined;
  // The page's own reads in one D1 round trip; the facets come from KV meanwhile.
  const [[list, sources, adminExists], facets] = await Promise.all([
    readTogether(db, [
      rankedRestaurantsRead(db, {
        filters: params.filters,
        match: plan === undefined ? undefined : (plan?.expression ?? null),
        near,
        sort: params.sort,
        limit,
      }),
      sourceLinksRead(db),
      anyAdminRead(db),
    ]),
    loadFacets(context, updatedAt),
  ]);
  const restaurants = list.restaurants.map((r) => ({
    ...r,
    distanceMiles:
      origin && r.latitude !== null && r.longitude !== null
        ? distanceMiles(origin, { lat: r.latitude, lng: r.longitude })
        : null,
  }));
  return {
    restaurants,
    total: list.total,
    corrected: plan?.corrected ?? null,
    origin,
    zipNotFound: !!params.zip && !origin,
    facets,
    sources,
    updatedAt,
    canBootstrap: !adminExists,
    // Streamed: the list renders first, New & Rising follows (skeletons meanwhile).
    newest: params.filters.q ? null : listNewestRestaurants(db, NEW_AND_RISING_LIMIT),
  };
}
