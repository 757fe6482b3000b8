import { describe, expect, it } from "vitest";
import { listsLine, pointOf, toExportPlaces } from "./place";
import { exportTestRestaurants } from "../../../tests/fixtures/export-restaurants";

describe("a restaurant as an export writes it", () => {
  const places = toExportPlaces(exportTestRestaurants, "https://laeats.example");

  it("numbers the places in order and links each back to its profile", () => {
    expect(places.map((p) => [p.rank, p.url])).toEqual([
      [1, "https://laeats.example/restaurants/bestia"],
      [2, "https://laeats.example/restaurants/hyperlink-cafe"],
      [3, "https://laeats.example/restaurants/no-pin"],
    ]);
    expect(places[0]).toMatchObject({ price: "$$$", lists: ["Eater LA", "LA Times", "Michelin Guide"] });
  });

  it("writes a place's shared rank where its list is in ranking order, and says it is shared", () => {
    const [first, second] = toExportPlaces(
      [
        { ...exportTestRestaurants[0], standing: { rank: 4, tied: true } },
        { ...exportTestRestaurants[1], standing: { rank: 4, tied: true } },
      ],
      "https://laeats.example",
    );
    expect([first, second].map((p) => [p.rank, p.tied])).toEqual([
      [4, true],
      [4, true],
    ]);
    expect(places[0].tied).toBe(false);
  });

  it("says which lists a place is on", () => {
    expect(listsLine(places[0])).toBe("On 3 of 10 trusted lists: Eater LA, LA Times, Michelin Guide");
    expect(listsLine(places[2])).toBe("On 0 of 10 trusted lists");
  });

  it("places a point only with two real coordinates, longitude first", () => {
    expect(pointOf(places[0])).toEqual([-118.2293, 34.0336]);
    expect(pointOf(places[2])).toBeNull();
    expect(pointOf({ ...places[0], latitude: 134 })).toBeNull();
  });
});
