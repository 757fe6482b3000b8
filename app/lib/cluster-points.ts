import { boundingBox, DOWNTOWN_LA, type LatLng } from "./geo";
import type { ListParams } from "./list-params";

/** One restaurant on the map, compact on the wire: approximate is 1 when placed at a neighborhood centroid. */
export type MapPoint = [slug: string, name: string, sourceCount: number, lat: number, lng: number, approximate: 0 | 1];
export type MapBounds = [[south: number, west: number], [north: number, east: number]];

/** Zoom 9 over downtown LA, 11 around the user; the initial fit stops at 11 (13 near the user). */
const MAP_ZOOM = { default: 9, nearUser: 11, fitMax: 11, fitMaxNearUser: 13 } as const;

/** Only what decides which restaurants match, in one order, so equal filters share one cached response. */
export function mapPointsQuery(params: ListParams): string {
  const entries: [string, string | number | readonly string[] | undefined][] = [
    // Every filter, in the parser's order, so a filter added later reaches the map too; a list repeats its key.
    ...Object.entries(params.filters),
    ["zip", params.zip],
    ["near", params.near ? `${params.near.lat},${params.near.lng}` : undefined],
    ["radius", params.radius || undefined],
  ];
  const search = new URLSearchParams();
  for (const [key, value] of entries) for (const item of [value ?? []].flat()) search.append(key, String(item));
  const text = search.toString();
  return text ? `?${text}` : "";
}

export function pointsBounds(points: readonly MapPoint[]): MapBounds | null {
  if (points.length === 0) return null;
  let [south, west, north, east] = [90, 180, -90, -180];
  for (const [, , , lat, lng] of points) {
    if (lat < south) south = lat;
    if (lat > north) north = lat;
    if (lng < west) west = lng;
    if (lng > east) east = lng;
  }
  return [
    [south, west],
    [north, east],
  ];
}

export type MapView = { center: LatLng; zoom: number; fit: MapBounds | null; fitMaxZoom: number };

/** Around the user's location (the whole radius when set), else downtown LA, then fitted to the matches. */
export function initialMapView(points: readonly MapPoint[], origin: LatLng | null, radiusMiles: number): MapView {
  if (!origin) {
    return { center: DOWNTOWN_LA, zoom: MAP_ZOOM.default, fit: pointsBounds(points), fitMaxZoom: MAP_ZOOM.fitMax };
  }
  const box = radiusMiles > 0 ? boundingBox(origin, radiusMiles) : null;
  return {
    center: origin,
    zoom: MAP_ZOOM.nearUser,
    fit: box && [
      [box.minLat, box.minLng],
      [box.maxLat, box.maxLng],
    ],
    fitMaxZoom: MAP_ZOOM.fitMaxNearUser,
  };
}

/**
 * Cluster bubbles grow with the log of their size, so 10,000 is not ten times wider than 1,000; below
 * a few hundred they stay within the clustering radius (36 px), so neighbours do not cover each other.
 */
export function clusterDiameter(count: number): number {
  return Math.round(28 + 6 * Math.log10(Math.max(1, count)));
}

export function featuredOnText(sourceCount: number): string {
  return `Featured on ${sourceCount} list${sourceCount === 1 ? "" : "s"}`;
}

/** Said under a map that leaves out places whose area it cannot place (null when none is left out). */
export function unplacedText(unplaced: number): string | null {
  if (unplaced <= 0) return null;
  return unplaced === 1
    ? "1 place known only by an area we cannot locate is not shown on the map"
    : `${unplaced} places known only by an area we cannot locate are not shown on the map`;
}
