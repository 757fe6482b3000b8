import { describe, expect, it } from "vitest";
import { knownTotal, totalIsKnown, type CategoryTotals } from "./list-total";

const counts: CategoryTotals = {
  cuisines: [
    { slug: "italian", count: 7 },
    { slug: "korean", count: 3 },
  ],
  neighborhoods: [{ slug: "koreatown", count: 4 }],
  prices: [
    { slug: "budget", count: 2 },
    { slug: "moderate", count: 5 },
  ],
  occasions: [{ slug: "date-night", count: 6 }],
};

describe("a list's total from the category counts", () => {
  it("is known for the whole ranking and for one category with nothing else narrowing it", () => {
    expect(totalIsKnown({})).toBe(true);
    expect(totalIsKnown({ cuisine: "korean" })).toBe(true);
    expect(totalIsKnown({ price: 2, source: [] })).toBe(true);
    expect(totalIsKnown({}, { near: { radiusMiles: 0 } })).toBe(true);
  });

  it("is not known under a search, two categories, a source filter, a distance circle or a Been filter", () => {
    expect(totalIsKnown({ q: "pho" })).toBe(false);
    expect(totalIsKnown({ cuisine: "korean", price: 2 })).toBe(false);
    expect(totalIsKnown({ cuisine: "korean", lists: 3 })).toBe(false);
    expect(totalIsKnown({ exclude: ["Yelp"] })).toBe(false);
    expect(totalIsKnown({}, { near: { radiusMiles: 5 } })).toBe(false);
    expect(totalIsKnown({}, { been: { mode: "hide" } })).toBe(false);
  });

  it("is the category's count, 0 for a category nobody is in, and every open place for the whole ranking", () => {
    expect(knownTotal({ cuisine: "korean" }, counts)).toBe(3);
    expect(knownTotal({ neighborhood: "koreatown" }, counts)).toBe(4);
    expect(knownTotal({ price: 2 }, counts)).toBe(5);
    expect(knownTotal({ occasion: "date-night" }, counts)).toBe(6);
    expect(knownTotal({ cuisine: "nowhere" }, counts)).toBe(0);
    expect(knownTotal({}, counts)).toBe(10);
  });
});
