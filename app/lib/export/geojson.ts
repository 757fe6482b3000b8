import { pointOf, type ExportPlace } from "./place";

/**
 * An RFC 7946 FeatureCollection: one Point feature per place ([longitude, latitude], WGS 84), or a
 * null geometry for a place with no coordinates, so none is silently dropped.
 */
export function placesGeoJson(places: ExportPlace[]): string {
  return JSON.stringify({
    type: "FeatureCollection",
    features: places.map((place) => {
      const point = pointOf(place);
      const { latitude: _lat, longitude: _lng, ...properties } = place;
      return {
        type: "Feature",
        geometry: point ? { type: "Point", coordinates: point } : null,
        properties,
      };
    }),
  });
}
