import { kml } from "@tmcw/togeojson";
import { DOMParser } from "@xmldom/xmldom";
import { describe, expect, it } from "vitest";
import { placesKml } from "./kml";
import { toExportPlaces } from "./place";
import { exportTestRestaurants } from "../../../tests/fixtures/export-restaurants";

/** Parsed as Google's importers would: a strict XML parser that refuses a malformed document. */
function parse(text: string) {
  const document = new DOMParser({
    onError: (level, message) => {
      if (level !== "warning") throw new Error(message);
    },
  }).parseFromString(text, "text/xml");
  return kml(document as unknown as Document);
}

describe("the KML export", () => {
  const text = placesKml(toExportPlaces(exportTestRestaurants, "https://laeats.example"), "Saved <& shared>");

  it("reads back with togeojson as the same restaurants and coordinates", () => {
    const { features } = parse(text);
    expect(features.map((f) => [f.properties?.name, f.geometry])).toEqual([
      ["Bestia", { type: "Point", coordinates: [-118.2293, 34.0336] }],
      [exportTestRestaurants[1].name, { type: "Point", coordinates: [-118.25, 34.05] }],
      ["No Pin Diner", null],
    ]);
  });

  it("carries the address, the lists it is on and a link back, as Google My Maps reads them", () => {
    const [bestia] = parse(text).features;
    expect(bestia.properties).toMatchObject({
      address: "2121 E 7th Pl, Los Angeles, CA 90021",
      lists: "Eater LA, LA Times, Michelin Guide",
      link: "https://laeats.example/restaurants/bestia",
    });
    expect(bestia.properties?.description).toContain("On 3 of 10 trusted lists: Eater LA, LA Times, Michelin Guide");
    expect(bestia.properties?.description).toContain("https://laeats.example/restaurants/bestia");
  });

  it("keeps markup as text and drops characters XML cannot carry", () => {
    const hostile = parse(text).features[1];
    expect(hostile.properties?.description).toContain("<script>alert(1)</script> a second,  with a bell");
    expect(text).not.toContain("<script>");
    expect(text).not.toContain("\u0007");
  });
});
