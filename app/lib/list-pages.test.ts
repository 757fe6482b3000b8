import { describe, expect, it } from "vitest";
import {
  agreementSentence,
  carriedNote,
  editionPath,
  otherSources,
  sharedCount,
  sourceBySlug,
  sourcePath,
  sourceSlug,
} from "./list-pages";
import { SOURCE_NAMES } from "./sources";

describe("the list pages' addresses", () => {
  it("name each source by a slug that finds it again, as the data files spell it", () => {
    expect(sourceSlug("Food & Wine")).toBe("food-and-wine");
    expect(sourceSlug("Bon Appétit")).toBe("bon-appetit");
    for (const name of SOURCE_NAMES) expect(sourceBySlug(sourceSlug(name))).toBe(name);
    expect(sourceBySlug("nobody")).toBeNull();
  });

  it("put an edition under its source and list, and a pair of sources in the query", () => {
    expect(editionPath({ source: "LA Times", list: "101-best-restaurants", edition: "2025" })).toBe(
      "/lists/la-times/101-best-restaurants/2025",
    );
    expect(editionPath({ source: "Eater LA", list: "x", edition: "2026 Q4" })).toBe("/lists/eater-la/x/2026%20Q4");
    expect(sourcePath("Eater LA")).toBe("/lists/eater-la");
    expect(sourcePath("Eater LA", "Michelin Guide")).toBe("/lists/eater-la?with=michelin-guide");
  });
});

describe("where the lists agree", () => {
  const agreement = [
    { a: "Eater LA", b: "Eater LA", places: 39 },
    { a: "LA Times", b: "LA Times", places: 95 },
    { a: "Michelin Guide", b: "Michelin Guide", places: 89 },
    { a: "Yelp", b: "Yelp", places: 6 },
    { a: "Eater LA", b: "LA Times", places: 11 },
    { a: "LA Times", b: "Eater LA", places: 11 },
    { a: "LA Times", b: "Michelin Guide", places: 23 },
    { a: "Michelin Guide", b: "LA Times", places: 23 },
    { a: "Yelp", b: "LA Times", places: 0 },
  ];

  it("counts a pair in either order, and none where no row says", () => {
    expect(sharedCount(agreement, "Michelin Guide", "LA Times")).toBe(23);
    expect(sharedCount(agreement, "Eater LA", "Michelin Guide")).toBe(0);
  });

  it("names the pair that agrees most and least among lists of ten places or more", () => {
    expect(agreementSentence(agreement)).toBe(
      "Of the lists that name 10 or more places, LA Times and Michelin Guide agree most (23 places in common) and Eater LA and Michelin Guide least (no places).",
    );
    expect(agreementSentence(agreement.filter((p) => p.a !== "Michelin Guide" && p.b !== "Michelin Guide"))).toBeNull();
  });

  it("says which other current lists name a place, and what an edition page leaves out", () => {
    expect(otherSources("Eater LA, LA Times, Yelp", "LA Times")).toEqual(["Eater LA", "Yelp"]);
    expect(otherSources("", "LA Times")).toEqual([]);
    expect(carriedNote({ declaredSize: 38, carried: 38, scope: "Los Angeles" })).toBe("We carry all 38 of its places.");
    expect(carriedNote({ declaredSize: 101, carried: 95, scope: "Los Angeles" })).toMatch(
      /95 of its 101 places: the others are outside Los Angeles County/,
    );
    expect(carriedNote({ declaredSize: 100, carried: 6, scope: "national" })).toMatch(
      /6 of its 100 places: those in Los Angeles County/,
    );
  });
});
