import { describe, expect, it } from "vitest";
import { dedupeByName, dedupeSlugs, toRestaurantRow } from "~/lib/restaurant-record";
import { createRestaurantDeduper } from "./row-deduper";

describe("de-duplicating a list across chunks", () => {
  it("follows the seed's rules: first name wins, clashing slugs get the neighborhood, then a number", () => {
    const rows = [
      toRestaurantRow({ name: "Sugarfish", neighborhood: "Santa Monica" }),
      toRestaurantRow({ name: "SUGARFISH", neighborhood: "Downtown" }),
      toRestaurantRow({ name: "Sugarfish!", neighborhood: "Downtown" }),
      toRestaurantRow({ name: "Sugarfish?", neighborhood: "Downtown" }),
      toRestaurantRow({ name: "Phở 79" }),
      toRestaurantRow({ name: "pho 79" }),
    ];
    const keep = createRestaurantDeduper();
    const streamed = [rows.slice(0, 3), rows.slice(3)].flatMap((part) => part.map(keep).filter((r) => r !== null));
    expect(streamed.map((r) => r.slug)).toEqual(["sugarfish", "sugarfish-downtown", "sugarfish-2", "pho-79"]);
    expect(streamed).toEqual(dedupeSlugs(dedupeByName(rows)));
  });
});
