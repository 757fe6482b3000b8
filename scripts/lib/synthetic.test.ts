import { describe, expect, it } from "vitest";
import { toRestaurantRow } from "~/lib/restaurant-record";
import { generateRestaurants } from "./synthetic";

describe("synthetic restaurants", () => {
  it("are the same for the same seed and different for another", () => {
    expect(generateRestaurants(50, 7)).toEqual(generateRestaurants(50, 7));
    expect(generateRestaurants(50, 8)).not.toEqual(generateRestaurants(50, 7));
  });

  it("have unique names, LA coordinates and 1 to 10 trusted sources", () => {
    const rows = generateRestaurants(2000).map(toRestaurantRow);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(2000);
    for (const row of rows) {
      expect(row.latitude).toBeGreaterThan(33.7);
      expect(row.latitude).toBeLessThan(34.4);
      expect(row.longitude).toBeGreaterThan(-118.7);
      expect(row.longitude).toBeLessThan(-117.9);
      expect(row.sourceCount).toBeGreaterThanOrEqual(1);
      expect(row.sourceCount).toBeLessThanOrEqual(10);
    }
    const counts = rows.map((r) => r.sourceCount);
    expect(counts.filter((c) => c === 1).length).toBeGreaterThan(counts.filter((c) => c >= 5).length);
  });
});
