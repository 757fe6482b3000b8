import type { Db } from "~/db/client.server";
import { restaurants } from "~/db/schema.server";
import type { MapPoint } from "~/lib/cluster-points";
import { approximateLocation, isValidCoordinate } from "~/lib/geo";
import type { ListParams } from "~/lib/list-params";
import { defineRead, type Read } from "./batch.server";
import { listNeighborhoodCentroids } from "./gazetteer.server";
import { whereClause, type ListScope } from "./restaurants.server";

type Row = [slug: string, name: string, sourceCount: number, lat: number | null, lng: number | null, hood: string];

/** About a metre: more digits only make the payload bigger. */
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * Every restaurant a list view matches (no limit), as rows of six columns; mapPoints turns them into
 * map points. `scope`: the search and distance circle
 * the list view resolved (services/list-view.server.ts).
 */
export function mapPointRowsRead(db: Db, filters: ListParams["filters"], scope: ListScope): Read<Row[]> {
  const query = db
    .select({
      slug: restaurants.slug,
      name: restaurants.name,
      sourceCount: restaurants.sourceCount,
      lat: restaurants.latitude,
      lng: restaurants.longitude,
      hood: restaurants.neighborhoodSlug,
    })
    .from(restaurants)
    .where(whereClause({ filters, ...scope }));
  return defineRead([query], ([rows]) => rows.map((r): Row => [r.slug, r.name, r.sourceCount, r.lat, r.lng, r.hood]));
}

/** Compact map points; coordinate-less rows stand at their neighborhood's centroid (a second read, only then). */
export async function mapPoints(db: Db, rows: Row[]): Promise<MapPoint[]> {
  const needsCentroids = rows.some(([, , , lat, lng]) => !isValidCoordinate(lat, lng));
  const centroids = needsCentroids ? await listNeighborhoodCentroids(db) : {};
  return rows.map(([slug, name, sourceCount, latitude, longitude, neighborhoodSlug]) => {
    const at = approximateLocation({ slug, neighborhoodSlug, latitude, longitude }, centroids);
    return [slug, name, sourceCount, round5(at.lat), round5(at.lng), at.approximate ? 1 : 0];
  });
}
