import { check } from "@placemarkio/check-geojson";
import { describe, expect, it } from "vitest";
import { placesGeoJson } from "./geojson";
import { toExportPlaces } from "./place";
import { exportTestRestaurants } from "../../../tests/fixtures/export-restaurants";

describe("the GeoJSON export", () => {
  it("passes a GeoJSON validator and reads back as the same restaurants and coordinates", () => {
    const parsed = check(placesGeoJson(toExportPlaces(exportTestRestaurants, "https://laeats.example")));
    expect(parsed.type).toBe("FeatureCollection");
    const features = "features" in parsed ? parsed.features : [];
    expect(features.map((f) => [f.properties?.name, f.geometry])).toEqual([
      ["Bestia", { type: "Point", coordinates: [-118.2293, 34.0336] }],
      [exportTestRestaurants[1].name, { type: "Point", coordinates: [-118.25, 34.05] }],
      ["No Pin Diner", null],
    ]);
    expect(features[0].properties).toMatchObject({
      rank: 1,
      lists: ["Eater LA", "LA Times", "Michelin Guide"],
      url: "https://laeats.example/restaurants/bestia",
    });
  });
});
