import { describe, expect, it } from "vitest";
import { buildMatchExpression, correctToken, editDistance, tokenize } from "./search-query";

describe("search queries", () => {
  it("tokenizes case- and accent-insensitively, dropping filler words", () => {
    expect(tokenize("  Phở in Santa Monica!  ")).toEqual(["pho", "santa", "monica"]);
    expect(tokenize("The BESTIA")).toEqual(["bestia"]);
  });

  it("requires every word, each as a prefix", () => {
    expect(buildMatchExpression(["santa", "monica", "sushi"])).toBe(
      '"santa"* AND "monica"* AND ("sushi"* OR "omakase"*)',
    );
  });

  it("lets 'korean bbq' find barbecue", () => {
    expect(buildMatchExpression(tokenize("korean bbq"))).toBe('"korean"* AND ("bbq"* OR "barbecue"* OR "barbeque"*)');
  });

  it("cannot be used to inject FTS syntax", () => {
    const expression = buildMatchExpression(tokenize('name:"x" OR * NEAR(a b)'));
    expect(expression).toBe('"name"* AND "x"* AND "or"* AND "b"*');
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
});
