import { generateRestaurants } from "../lib/synthetic";

const HEADER = "Restaurant Name,Cuisine,Neighborhood,Price Range,Sources\n";

function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * A ranked-list CSV of `rows` synthetic restaurants with few columns, as in the smallest admin
 * upload. Its seed differs from the loaded dataset's, so the rows are inserts, not no-op updates.
 */
export function importCsv(rows: number, seed: number): string {
  const lines = generateRestaurants(rows, seed).map((r) =>
    [
      r.name,
      r.cuisine ?? "",
      r.neighborhood ?? "",
      typeof r.price === "number" ? "$".repeat(r.price) : "Unknown",
      [r.sources ?? []].flat().join(", "),
    ]
      .map(csvField)
      .join(","),
  );
  return HEADER + lines.join("\n") + "\n";
}

/**
 * A list edition's CSV naming the first `rows` of the loaded synthetic restaurants (generator seed 42,
 * the bench dataset's), by name and street address as an admin's edition file would.
 */
export function editionCsv(rows: number, seed: number): string {
  const lines = generateRestaurants(rows, seed).map((r) => [r.name, r.address ?? ""].map(csvField).join(","));
  return "Restaurant Name,Address\n" + lines.join("\n") + "\n";
}

/**
 * A list edition's CSV of `rows` places the database does not have (another seed than the loaded
 * dataset's), each with what adding a place takes: cuisine, neighborhood, street address and pin.
 */
export function newPlacesEditionCsv(rows: number, seed: number): string {
  const lines = generateRestaurants(rows, seed).map((r) =>
    [r.name, r.address ?? "", r.cuisine ?? "", r.neighborhood ?? "", String(r.lat), String(r.lng)]
      .map(csvField)
      .join(","),
  );
  return "Restaurant Name,Address,Cuisine,Neighborhood,Latitude,Longitude\n" + lines.join("\n") + "\n";
}
