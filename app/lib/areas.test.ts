import { describe, expect, it } from "vitest";
import areaData from "../../data/areas.json";
import { areaMembers, areasWithin, enclosingAreas, groupAreaOptions, withAreaGroups } from "./areas";

describe("areas that nest", () => {
  it("a region covers every neighborhood data/areas.json puts in it, districts included", () => {
    const central = areaData.regions.find((r) => r.name === "Central LA")!;
    const members = areaMembers("central-la");
    for (const label of ["Hollywood", "Koreatown", "Arts District", "Little Tokyo", "Chinatown"]) {
      expect(central.areas.concat(central.districts![0].areas)).toContain(label);
    }
    expect(members).toEqual(
      expect.arrayContaining(["hollywood", "koreatown", "arts-district", "little-tokyo", "downtown"]),
    );
    expect(areaMembers("downtown")).toEqual(["downtown", "arts-district", "little-tokyo", "chinatown"]);
    expect(areaMembers("san-gabriel-valley")).toEqual(expect.arrayContaining(["alhambra", "san-gabriel", "rosemead"]));
    expect(areaMembers("westside")).toEqual(expect.arrayContaining(["west-side", "santa-monica", "westwood"]));
  });

  it("a neighborhood alone covers itself, and knows the groups around it, innermost first", () => {
    expect(areaMembers("koreatown")).toEqual(["koreatown"]);
    expect(enclosingAreas("arts-district").map((g) => g.slug)).toEqual(["downtown", "central-la"]);
    expect(enclosingAreas("downtown").map((g) => g.slug)).toEqual(["central-la"]);
    expect(enclosingAreas("atlantis")).toEqual([]);
  });

  it("counts a region as the sum of its neighborhoods, taking the row of a label spelled like it", () => {
    const counts = withAreaGroups([
      { slug: "downtown", name: "Downtown", count: 12 },
      { slug: "arts-district", name: "Arts District", count: 8 },
      { slug: "santa-monica", name: "Santa Monica", count: 10 },
      { slug: "west-side", name: "West Side", count: 3 },
    ]);
    expect(counts).toEqual(
      expect.arrayContaining([
        { slug: "downtown", name: "Downtown", count: 20 },
        { slug: "central-la", name: "Central LA", count: 20 },
        { slug: "westside", name: "Westside", count: 13 },
        { slug: "west-side", name: "West Side", count: 3 },
      ]),
    );
    expect(counts.filter((c) => c.slug === "downtown")).toHaveLength(1);
    expect(counts.some((c) => c.slug === "south-bay")).toBe(false);
  });

  it("the picker shows each region first, then its neighborhoods, and what no region holds last", () => {
    const groups = groupAreaOptions([
      { value: "westside", label: "Westside", count: 13 },
      { value: "santa-monica", label: "Santa Monica", count: 10 },
      { value: "west-side", label: "West Side", count: 3 },
      { value: "atlantis", label: "Atlantis", count: 1 },
    ]);
    expect(groups).toEqual([
      {
        title: "Westside",
        options: [
          { value: "westside", label: "All Westside", count: 13 },
          { value: "santa-monica", label: "Santa Monica", count: 10 },
          { value: "west-side", label: "West Side", count: 3 },
        ],
      },
      { title: "Elsewhere", options: [{ value: "atlantis", label: "Atlantis", count: 1 }] },
    ]);
  });

  it("a region's page links the neighborhoods inside it that hold places, most first", () => {
    const counts = [
      { slug: "santa-monica", name: "Santa Monica", count: 10 },
      { slug: "westwood", name: "Westwood", count: 17 },
      { slug: "koreatown", name: "Koreatown", count: 9 },
      { slug: "westside", name: "Westside", count: 27 },
      { slug: "venice", name: "Venice", count: 0 },
    ];
    expect(areasWithin("westside", counts).map((c) => c.slug)).toEqual(["westwood", "santa-monica"]);
    expect(areasWithin("koreatown", counts)).toEqual([]);
  });
});
