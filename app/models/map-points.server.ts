import type { Db } from "~/db/client.server";
import { restaurants } from "~/db/schema.server";
import type { MapPoint } from "~/lib/cluster-points";
import { approximateLocation, isValidCoordinate, type LatLng } from "~/lib/geo";
import type { ListParams } from "~/lib/list-params";
import { findZip, listNeighborhoodCentroids } from "./gazetteer.server";
import { whereClause } from "./restaurants.server";
import { planSearch } from "./search.server";

type Row = [slug: string, name: string, sourceCount: number, lat: number | null, lng: number | null, hood: string];

/** About a metre: more digits only make the payload bigger. */
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

async function resolveOrigin(db: Db, params: ListParams): Promise<LatLng | undefined> {
  if (params.near) return params.near;
  return params.zip ? await findZip(db, params.zip) : undefined;
}

/**
 * Every restaurant a list view matches (no limit), as compact map points. Rows come back as
 * arrays with six columns; coordinate-less rows stand at their neighborhood's centroid.
 */
export async function listMapPoints(db: Db, params: ListParams): Promise<MapPoint[]> {
  const { filters } = params;
  const [origin, plan] = await Promise.all([
    resolveOrigin(db, params),
    filters.q ? planSearch(db, filters.q) : Promise.resolve(undefined),
  ]);
  const where = whereClause({
    filters,
    match: plan === undefined ? undefined : (plan?.expression ?? null),
    near: origin ? { lat: origin.lat, lng: origin.lng, radiusMiles: params.radius } : undefined,
  });
  const rows = (await db
    .select({
      slug: restaurants.slug,
      name: restaurants.name,
      sourceCount: restaurants.sourceCount,
      lat: restaurants.latitude,
      lng: restaurants.longitude,
      hood: restaurants.neighborhoodSlug,
    })
    .from(restaurants)
    .where(where)
    .values()) as Row[];
  const needsCentroids = rows.some(([, , , lat, lng]) => !isValidCoordinate(lat, lng));
  const centroids = needsCentroids ? await listNeighborhoodCentroids(db) : {};
  return rows.map(([slug, name, sourceCount, latitude, longitude, neighborhoodSlug]) => {
    const at = approximateLocation({ slug, neighborhoodSlug, latitude, longitude }, centroids);
    return [slug, name, sourceCount, round5(at.lat), round5(at.lng), at.approximate ? 1 : 0];
  });
}
