import { toCsv } from "../csv/csv-export";
import type { ExportPlace } from "./place";

const HEADERS = [
  "Rank",
  "Tied",
  "Name",
  "Cuisine",
  "Neighborhood",
  "Price",
  "Address",
  "Latitude",
  "Longitude",
  "Lists",
  "On lists",
  "Description",
  "Website",
  "Link",
];

/** The places as a CSV a spreadsheet opens safely: every text cell formula-proofed by toCsv. */
export function placesCsv(places: ExportPlace[]): string {
  return toCsv(
    HEADERS,
    places.map((p) => [
      p.rank,
      p.tied ? "yes" : "",
      p.name,
      p.cuisine,
      p.neighborhood,
      p.price,
      p.address,
      p.latitude,
      p.longitude,
      p.lists.length,
      p.lists.join(", "),
      p.description,
      p.website,
      p.url,
    ]),
  );
}
