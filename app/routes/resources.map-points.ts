/**
 * Every restaurant the home list's filters match, for the map (the list renders only `count` cards).
 *
 *   GET /resources/map-points?q=&cuisine=&neighborhood=&price=&lists=&source=…&exclude=…&michelin=&occasion=&zip=&near=lat,lng&radius=
 *     → 200 { points: [slug, name, sourceCount, lat, lng, approximate (0|1)][], unplaced: number }
 *
 * A place known only to an area stands at the area's centre (approximate 1); `unplaced` counts the
 * matching places whose area has no centre we hold, left off the map.
 *
 * Same parameters and parsing as the list (sort, count and view are ignored). Public for a minute:
 * nothing in it depends on who asks.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { mapPointsQuery } from "~/lib/cluster-points";
import { parseListParams, type ListParams } from "~/lib/list-params";
import { mapPointRowsRead, mapPoints } from "~/models/map-points.server";
import { cachedForData } from "~/services/data-cache.server";
import { readListView } from "~/services/list-view.server";

const HEADERS = { "Cache-Control": "public, max-age=60" };

/**
 * Filter-only maps (no search text, no location) are a small, bounded set, and the unfiltered one is
 * every row: those are kept in KV with the data (cachedForData), so an import is a new key, never a stale map.
 * The key's data markers are the ones an edge-cache hit trusts (held from KV): a KV hit asks D1 nothing,
 * and a miss reads D1 once, with its points.
 */
const isKvCached = (params: ListParams) => !params.filters.q && !params.zip && !params.near;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = parseListParams(new URL(request.url).searchParams);
  const { db } = context;
  const points = async () => {
    const { value } = await readListView(context, params, (scope) => mapPointRowsRead(db, params.filters, scope));
    return mapPoints(db, value);
  };
  if (!isKvCached(params)) return Response.json(await points(), { headers: HEADERS });
  const meta = await context.markers.current();
  const cached = await cachedForData(context, `map-points:${mapPointsQuery(params)}`, meta, points, { memory: false });
  return Response.json(cached.value, { headers: HEADERS });
}
