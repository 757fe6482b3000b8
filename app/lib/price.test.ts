import { describe, expect, it } from "vitest";
import { formatPrice, parsePrice, priceFromSlug, priceSlug } from "./price";

describe("prices", () => {
  it("reads $ to $$$$ as levels 1 to 4", () => {
    expect(["$", "$$", "$$$", "$$$$"].map(parsePrice)).toEqual([1, 2, 3, 4]);
    expect(parsePrice(" $$ ")).toBe(2);
  });

  it("treats 'Unknown', empty and malformed values as unset", () => {
    expect(parsePrice("Unknown")).toBeNull();
    expect(parsePrice("")).toBeNull();
    expect(parsePrice("$$$$$")).toBeNull();
    expect(parsePrice(7)).toBeNull();
    expect(parsePrice(null)).toBeNull();
  });

  it("formats levels back to dollar signs and round-trips slugs", () => {
    expect(formatPrice(3)).toBe("$$$");
    expect(formatPrice(null)).toBeNull();
    expect(priceFromSlug(priceSlug(4))).toBe(4);
    expect(priceFromSlug("cheap")).toBeNull();
  });
});
