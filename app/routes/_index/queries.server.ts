import type { AppLoadContext } from "@remix-run/cloudflare";
import { distanceMiles } from "~/lib/geo";
import type { ListParams } from "~/lib/list-params";
import { hasRatings, listCuisines, listNeighborhoods } from "~/models/categories.server";
import { findZip } from "~/models/gazetteer.server";
import { buildMatchExpression, tokenize } from "~/lib/search-query";
import { noRead, readOne, readTogether } from "~/models/batch.server";
import { rankedCardsRead } from "~/models/card-claims.server";
import { loadKeyLists } from "~/models/methodology.server";
import { loadSourceFilterCounts } from "~/models/source-filters.server";
import { loadSourceLinks } from "~/models/source-links.server";
import { anyMatchRead, correctSearch } from "~/models/search.server";
import { cachedForData } from "~/services/kv-cache.server";

/** 'All' renders at most this many cards; past it the page says so and suggests narrowing. */
export const ALL_LIMIT = 300;

/** The facet lists change only with the data, so they are cached with it (cachedForData: KV and memory). */
async function loadFacets(context: AppLoadContext) {
  return cachedForData(context, "facets", async () => {
    const [cuisines, neighborhoods, ratings] = await Promise.all([
      listCuisines(context.db),
      listNeighborhoods(context.db),
      hasRatings(context.db),
    ]);
    return { cuisines, neighborhoods, hasRatings: ratings };
  });
}

type Origin = { lat: number; lng: number; label: string };

async function resolveOrigin(context: AppLoadContext, params: ListParams): Promise<Origin | null> {
  if (params.near) return { ...params.near, label: "your location" };
  if (!params.zip) return null;
  const zip = await findZip(context.db, params.zip);
  return zip ? { lat: zip.lat, lng: zip.lng, label: `${zip.city}, ${zip.state} ${zip.zip}` } : null;
}

/**
 * The ranked list for the page's filters (New & Rising is not read here: the browser asks for it as
 * the visitor scrolls there). A search runs as typed first, in the same round trip as the page's
 * other reads and a check that its words match anything at all. Only when they match nothing (not
 * when the filters left nothing) are they checked for typos (correctSearch) and, if one was
 * corrected, the list read again with the corrected words.
 */
async function loadList(context: AppLoadContext, params: ListParams, origin: Origin | null) {
  const { db } = context;
  const { q } = params.filters;
  const query = {
    filters: params.filters,
    near: origin ? { lat: origin.lat, lng: origin.lng, radiusMiles: params.radius } : undefined,
    sort: params.sort,
    limit: params.count === "all" ? ALL_LIMIT : params.count,
  };
  const tokens = q ? tokenize(q) : [];
  const typed = q ? buildMatchExpression(tokens) : undefined;
  const [list, typedMatches] = await readTogether(db, [
    rankedCardsRead(db, { ...query, match: typed }),
    typed ? anyMatchRead(db, typed) : noRead(false),
  ]);
  const plan = typed && list.total === 0 && !typedMatches ? await correctSearch(db, tokens, typed) : null;
  const correctedList = plan?.corrected
    ? await readOne(db, rankedCardsRead(db, { ...query, match: plan.expression }))
    : null;
  return { list: correctedList ?? list, corrected: plan?.corrected ?? null };
}

export async function loadHome(context: AppLoadContext, params: ListParams) {
  const origin = await resolveOrigin(context, params);
  // The list's batch goes first: on an edge-cache miss it also carries the data markers (see
  // stampedD1), which the facets' and badge links' keys then wait for.
  const listed = loadList(context, params, origin);
  const { updatedAt } = await context.dataMeta();
  // The facets, the list filters' counts, badge links and the key's lists come from memory or KV
  // while D1 answers the list.
  const [{ list, corrected }, facets, sourceCounts, sources, keyLists] = await Promise.all([
    listed,
    loadFacets(context),
    loadSourceFilterCounts(context),
    loadSourceLinks(context),
    loadKeyLists(context),
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
    corrected,
    origin,
    zipNotFound: !!params.zip && !origin,
    facets,
    sourceCounts,
    sources,
    keyLists,
    updatedAt,
  };
}
