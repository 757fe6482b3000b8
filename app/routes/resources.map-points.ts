/** Every restaurant the home list's filters match, for the map (the list renders only `count` cards), with the list's
 * parameters: → { points: [slug, name, sourceCount, lat, lng, approximate (0|1)][], unplaced }. An area-only place
 * stands at the area's centre; `unplaced` counts those with none. Public for a minute: nothing depends on who asks. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { mapPointsQuery } from "~/lib/cluster-points";
import { parseListParams, type ListParams } from "~/lib/list-params";
import { mapPointRowsRead, mapPoints } from "~/models/map-points.server";
import { cachedForData } from "~/services/data-cache.server";
import { readListView } from "~/services/list-view.server";

const HEADERS = { "Cache-Control": "public, max-age=60" };

/** Filter-only maps are a small, bounded set, kept in KV with the data (an import is a new key, never a stale map).
 * The key's markers are the ones an edge-cache hit trusts, so a KV hit asks D1 nothing. */
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
