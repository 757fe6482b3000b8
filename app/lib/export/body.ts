import { placesCsv } from "./csv";
import type { ExportFormat } from "./formats";
import { placesGeoJson } from "./geojson";
import { placesKml } from "./kml";
import type { ExportPlace } from "./place";

/** The file itself. Apart from formats.ts, which the page's buttons import: no writer reaches the browser. */
export function exportBody(format: ExportFormat, places: ExportPlace[], title: string): string {
  switch (format) {
    case "kml":
      return placesKml(places, title);
    case "geojson":
      return placesGeoJson(places);
    case "csv":
      return placesCsv(places);
  }
}
