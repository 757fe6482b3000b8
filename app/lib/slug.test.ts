import { describe, expect, it } from "vitest";
import { cuisineSlug, foldAccents, neighborhoodSlug, slugify, sortKey } from "./slug";

describe("slugs", () => {
  it("lowercases, removes accents and joins words with single hyphens", () => {
    expect(slugify("République")).toBe("republique");
    expect(slugify("  Phở 79 -- Alhambra! ")).toBe("pho-79-alhambra");
    expect(slugify("Jon & Vinny's")).toBe("jon-vinny-s");
  });

  it("spells '&' as 'and' in cuisine slugs", () => {
    expect(cuisineSlug("Wine & Tapas")).toBe("wine-and-tapas");
  });

  it("turns '/' into a hyphen in neighborhood slugs", () => {
    expect(neighborhoodSlug("Mid-City/Miracle Mile")).toBe("mid-city-miracle-mile");
    expect(neighborhoodSlug("Silver Lake")).toBe("silver-lake");
  });

  it("folds accents for sorting without changing letters", () => {
    expect(foldAccents("Phở Ngon Café")).toBe("Pho Ngon Cafe");
    expect(sortKey(" Élan ")).toBe("elan");
  });

  it("gives an empty slug for text without letters or digits", () => {
    expect(slugify("—!?")).toBe("");
  });
});
