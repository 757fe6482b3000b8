import { describe, expect, it } from "vitest";
import { parseSearch, startsWithPattern, withinFacets } from "./search-reading";

describe("reading what a diner typed", () => {
  it("reads plain words as every word somewhere, with no phrase to try", () => {
    const terms = parseSearch("Santa Monica sushi");
    expect(terms.tokens).toEqual(["santa", "monica", "sushi"]);
    expect(terms.words).toMatchObject({ exactName: "santa monica sushi", typed: ["santa", "monica", "sushi"] });
    expect(terms.phrase).toBeNull();
  });

  it("tries 'la brea' as a phrase, since reading its words alone would leave only 'brea' (bread)", () => {
    const terms = parseSearch("La Brea");
    expect(terms.words?.typed).toEqual(["brea"]);
    expect(terms.phrase).toEqual({
      match: '{name cuisine neighborhood address description specialties} : "la brea"*',
      exactName: "la brea",
      typed: ["la brea"],
      synonyms: null,
    });
  });

  it("ranks synonyms apart from the words as typed", () => {
    expect(parseSearch("bbq").words?.synonyms).toEqual([["bbq", "barbecue", "barbeque"]]);
    expect(parseSearch("pho").words?.synonyms).toBeNull();
    expect(parseSearch("bestia").words?.synonyms).toBeNull();
  });

  it("compares the name as typed without case or accents", () => {
    expect(parseSearch("  RÉPUBLIQUE ").words?.exactName).toBe("republique");
  });

  it("has nothing to search for when every word is filler", () => {
    expect(parseSearch("the la")).toEqual({ tokens: [], words: null, phrase: null });
  });
});

describe("a search within the filters' facet words", () => {
  it("adds nothing without them, and narrows a search with them", () => {
    expect(withinFacets("x", null)).toBe("x");
    expect(withinFacets("x", 'facets : ("price1")')).toBe('(x) AND facets : ("price1")');
  });
});

describe("LIKE patterns", () => {
  it("escapes LIKE's wildcards in what was typed", () => {
    expect(startsWithPattern("100% a_b\\")).toBe("100\\% a\\_b\\\\%");
  });
});
