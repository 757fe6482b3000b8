/**
 * Every restaurant the home list's filters match, for the map (the list renders only `count` cards).
 *
 *   GET /resources/map-points?q=&cuisine=&neighborhood=&price=&lists=&source=…&exclude=…&michelin=&occasion=&zip=&near=lat,lng&radius=
 *     → 200 { points: [slug, name, sourceCount, lat, lng, approximate (0|1)][] }
 *
 * Same parameters and parsing as the list (sort, count and view are ignored). Public for a minute:
 * nothing in it depends on who asks.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { mapPointsQuery } from "~/lib/cluster-points";
import { parseListParams, type ListParams } from "~/lib/list-params";
import { listMapPoints } from "~/models/map-points.server";
import { dataStamp } from "~/services/data-stamp.server";
import { cachedJson } from "~/services/kv-cache.server";

const HEADERS = { "Cache-Control": "public, max-age=60" };
const KV_TTL_SECONDS = 3600;

/**
 * Filter-only maps (no search text, no location) are a small, bounded set, and the unfiltered one is
 * every row: those are kept in KV under the data stamp, so an import is a new key, never a stale map.
 */
const isKvCached = (params: ListParams) => !params.filters.q && !params.zip && !params.near;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = parseListParams(new URL(request.url).searchParams);
  const { db } = context;
  if (!isKvCached(params)) return Response.json({ points: await listMapPoints(db, params) }, { headers: HEADERS });
  const key = `map-points:${dataStamp(await context.dataMeta())}:${mapPointsQuery(params)}`;
  const { value } = await cachedJson(context.cloudflare.env.CACHE, key, KV_TTL_SECONDS, () =>
    listMapPoints(db, params),
  );
  return Response.json({ points: value }, { headers: HEADERS });
}
