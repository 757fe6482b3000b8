import type { Db } from "~/db/client.server";
import { restaurants } from "~/db/schema.server";
import type { MapPoint } from "~/lib/cluster-points";
import { isValidCoordinate, mapLocation } from "~/lib/geo";
import type { ListParams } from "~/lib/list-params";
import { defineRead, type Read } from "./batch.server";
import { listAreaCentres } from "./gazetteer.server";
import { whereClause, type ListScope } from "./restaurants.server";

type Row = [
  slug: string,
  name: string,
  sourceCount: number,
  lat: number | null,
  lng: number | null,
  hoodSlug: string,
  hood: string,
];

/** The map's points, and how many matching places have no point: their area is not one we can place. */
type MapPoints = { points: MapPoint[]; unplaced: number };

/** About a metre: more digits only make the payload bigger. */
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** Every restaurant a list view matches, unlimited, as seven-column rows; `scope`: the resolved search and circle. */
export function mapPointRowsRead(db: Db, filters: ListParams["filters"], scope: ListScope): Read<Row[]> {
  const query = db
    .select({
      slug: restaurants.slug,
      name: restaurants.name,
      sourceCount: restaurants.sourceCount,
      lat: restaurants.latitude,
      lng: restaurants.longitude,
      hoodSlug: restaurants.neighborhoodSlug,
      hood: restaurants.neighborhood,
    })
    .from(restaurants)
    .where(whereClause({ filters, ...scope }));
  return defineRead([query], ([rows]) =>
    rows.map((r): Row => [r.slug, r.name, r.sourceCount, r.lat, r.lng, r.hoodSlug, r.hood]),
  );
}

/** A place without coordinates stands at its area's centre (a second read, only then); else it is counted. */
export async function mapPoints(db: Db, rows: Row[]): Promise<MapPoints> {
  const areas = rows.filter(([, , , lat, lng]) => !isValidCoordinate(lat, lng)).map((row) => row[6]);
  const centres = areas.length ? await listAreaCentres(db, areas) : {};
  const points: MapPoint[] = [];
  for (const [slug, name, sourceCount, latitude, longitude, neighborhoodSlug] of rows) {
    const at = mapLocation({ neighborhoodSlug, latitude, longitude }, centres);
    if (at) points.push([slug, name, sourceCount, round5(at.lat), round5(at.lng), at.approximate ? 1 : 0]);
  }
  return { points, unplaced: rows.length - points.length };
}
