import { describe, expect, it } from "vitest";
import {
  newOpeningsBy,
  normalizeSourceName,
  parseSources,
  sourceBit,
  sourceMask,
  SOURCE_BITS,
  SOURCE_NAMES,
} from "./sources";

describe("trusted sources", () => {
  it("has exactly ten sources", () => {
    expect(SOURCE_NAMES).toHaveLength(10);
  });

  it("normalises common spellings to the canonical name", () => {
    expect(normalizeSourceName("Eater")).toBe("Eater LA");
    expect(normalizeSourceName("new york times")).toBe("NYT");
    expect(normalizeSourceName("Bon Appetit")).toBe("Bon Appétit");
    expect(normalizeSourceName("Food and Wine")).toBe("Food & Wine");
  });

  it("drops names that are not trusted lists, such as OpenTable", () => {
    expect(normalizeSourceName("OpenTable")).toBeNull();
    expect(parseSources("OpenTable, Eater LA, Resy Blog")).toEqual(["Eater LA"]);
  });

  it("parses comma-space text into de-duplicated names in display order", () => {
    expect(parseSources("Yelp, Eater LA, eater, LA Times")).toEqual(["Eater LA", "LA Times", "Yelp"]);
  });

  it("sets one bit per source in the mask", () => {
    const mask = sourceMask(["Eater LA", "Yelp"]);
    expect(mask & sourceBit("Eater LA")).not.toBe(0);
    expect(mask & sourceBit("Yelp")).not.toBe(0);
    expect(mask & sourceBit("NYT")).toBe(0);
  });

  it("gives each source a bit of its own that stored masks keep: added to, never renumbered", () => {
    expect(SOURCE_BITS).toEqual({
      "Bon Appétit": 0,
      "Eater LA": 1,
      "LA Times": 2,
      "Michelin Guide": 3,
      NYT: 4,
      "Condé Nast Traveler": 5,
      "Food & Wine": 6,
      "The Infatuation": 7,
      "Time Out": 8,
      Yelp: 9,
    });
    expect(new Set(Object.values(SOURCE_BITS)).size).toBe(SOURCE_NAMES.length);
  });

  it("names what New & Rising is drawn from: the sources whose current lists make a place new, or the lists in general", () => {
    expect(newOpeningsBy(["Eater LA", "Time Out", "The Infatuation"])).toBe(
      "the lists of Eater LA, Time Out and The Infatuation",
    );
    expect(newOpeningsBy(["Time Out"])).toBe("the lists of Time Out");
    expect(newOpeningsBy([])).toBe("the lists we track");
  });
});
