import { describe, expect, it } from "vitest";
import {
  allWordsTerms,
  buildMatchExpression,
  buildPhraseExpression,
  nameHoldsWords,
  nameWords,
  correctToken,
  editDistance,
  tokenize,
  words,
} from "./search-query";

describe("search queries", () => {
  it("tokenizes case- and accent-insensitively, dropping filler words", () => {
    expect(tokenize("  Phở in Santa Monica!  ")).toEqual(["pho", "santa", "monica"]);
    expect(tokenize("The BESTIA")).toEqual(["bestia"]);
  });

  it("requires every word, each as a prefix, in the searchable columns only (not the filters' facets)", () => {
    expect(buildMatchExpression(["santa", "monica", "sushi"])).toBe(
      '{name cuisine neighborhood address description specialties} : ("santa"* AND "monica"* AND ("sushi"* OR "omakase"*))',
    );
  });

  it("can require every word as a whole term, for the cheap first check that the words match at all", () => {
    expect(buildMatchExpression(["kitchen", "sushi"], false)).toBe(
      '{name cuisine neighborhood address description specialties} : ("kitchen" AND ("sushi" OR "omakase"))',
    );
  });

  it("lets 'korean bbq' find barbecue", () => {
    expect(allWordsTerms(tokenize("korean bbq"))).toBe('"korean"* AND ("bbq" OR "barbecue"* OR "barbeque"*)');
  });

  it("matches a short cuisine word as a whole word only ('pho', never 'Phoenix')", () => {
    expect(allWordsTerms(tokenize("pho"))).toBe('"pho"');
    expect(allWordsTerms(tokenize("phoe"))).toBe('"phoe"*');
  });

  it("keeps every word, filler too, for phrases and exact names", () => {
    expect(words("La Brea, in LA")).toEqual(["la", "brea", "in", "la"]);
    expect(buildPhraseExpression(words("La Brea"))).toBe(
      '{name cuisine neighborhood address description specialties} : "la brea"*',
    );
  });

  it("cannot be used to inject FTS syntax", () => {
    expect(allWordsTerms(tokenize('name:"x" OR * NEAR(a b)'))).toBe('"name"* AND "x"* AND "or"* AND "b"*');
    expect(buildPhraseExpression(words('facets:"x" ^ NEAR(a b)*'))).toBe(
      '{name cuisine neighborhood address description specialties} : "facets x near a b"*',
    );
  });

  it("has nothing to match for empty input", () => {
    expect(buildMatchExpression(tokenize(" !! "))).toBeNull();
  });

  it("measures edit distance and stops early past the limit", () => {
    expect(editDistance("bestai", "bestia")).toBe(1);
    expect(editDistance("republque", "republique")).toBe(1);
    expect(editDistance("abc", "xyzxyz", 2)).toBe(3);
    expect(editDistance("kitten", "sitting", 5)).toBe(3);
  });

  it("corrects small typos to the closest, commonest indexed term", () => {
    const vocabulary = [
      { term: "bestia", rows: 1 },
      { term: "bastion", rows: 1 },
      { term: "korean", rows: 30 },
      { term: "koreatown", rows: 20 },
    ];
    expect(correctToken("bestai", vocabulary)).toBe("bestia");
    expect(correctToken("korean", vocabulary)).toBeNull();
    expect(correctToken("koraen", vocabulary)).toBe("korean");
    expect(correctToken("xyz", vocabulary)).toBeNull();
  });

  it("prefers a whole word to the start of a commoner one at the same distance", () => {
    const vocabulary = [
      { term: "bavel", rows: 2 },
      { term: "barley", rows: 9 },
    ];
    expect(correctToken("bavle", vocabulary)).toBe("bavel");
  });
});

describe("whether a search names a place", () => {
  const names = ["Sushi Gen", "Phở 79", "Howlin' Ray's"].map(nameWords);

  it("reads a name's words as the index does: folded, lowercase, each after a space", () => {
    expect(names).toEqual([" sushi gen", " pho 79", " howlin ray s"]);
  });

  it("holds when one name has every word, each as a word's beginning", () => {
    expect(nameHoldsWords(names, ["sushi", "gen"])).toBe(true);
    expect(nameHoldsWords(names, ["pho"])).toBe(true);
    expect(nameHoldsWords(names, ["ray", "howl"])).toBe(true);
  });

  it("does not hold for words spread over two names, inside a word, or no words", () => {
    expect(nameHoldsWords(names, ["sushi", "pho"])).toBe(false);
    expect(nameHoldsWords(names, ["ushi"])).toBe(false);
    expect(nameHoldsWords(names, [])).toBe(false);
  });
});
