import { describe, expect, it } from "vitest";
import {
  CATEGORY_INDEX_ADDRESSES,
  categoryFilters,
  categoryHeading,
  categoryIndexAt,
  isCategoryType,
  nameFromSlug,
  normalizeCategorySlug,
} from "./category";

describe("category slugs", () => {
  it("keeps an already normalized slug as it is", () => {
    expect(normalizeCategorySlug("cuisine", "korean-bbq")).toBe("korean-bbq");
    expect(normalizeCategorySlug("neighborhood", "santa-monica")).toBe("santa-monica");
    expect(normalizeCategorySlug("price", "fine-dining")).toBe("fine-dining");
    expect(normalizeCategorySlug("occasion", "date-night")).toBe("date-night");
  });

  it("removes accents and spells '&' as 'and' in cuisine slugs", () => {
    expect(normalizeCategorySlug("cuisine", "Café & Bakery")).toBe("cafe-and-bakery");
    expect(normalizeCategorySlug("cuisine", "Japanese")).toBe("japanese");
  });

  it("turns '/' into a hyphen in neighborhood slugs", () => {
    expect(normalizeCategorySlug("neighborhood", "Mid-City/Miracle Mile")).toBe("mid-city-miracle-mile");
    expect(normalizeCategorySlug("neighborhood", "Los Féliz")).toBe("los-feliz");
  });

  it("accepts dollar signs, digits and any casing for prices", () => {
    expect(normalizeCategorySlug("price", "$$")).toBe("moderate");
    expect(normalizeCategorySlug("price", "4")).toBe("fine-dining");
    expect(normalizeCategorySlug("price", "Budget")).toBe("budget");
  });

  it("has no page for an unknown price or occasion, or an empty slug", () => {
    expect(normalizeCategorySlug("price", "cheap")).toBeNull();
    expect(normalizeCategorySlug("price", "5")).toBeNull();
    expect(normalizeCategorySlug("occasion", "brunch")).toBeNull();
    expect(normalizeCategorySlug("cuisine", "---")).toBeNull();
  });

  it("maps a slug to the list filter it stands for", () => {
    expect(categoryFilters("price", "upscale")).toEqual({ price: 3 });
    expect(categoryFilters("cuisine", "thai")).toEqual({ cuisine: "thai" });
    expect(categoryFilters("occasion", "casual")).toEqual({ occasion: "casual" });
  });

  it("knows the four category types and nothing else", () => {
    expect(isCategoryType("neighborhood")).toBe(true);
    expect(isCategoryType("cuisines")).toBe(false);
  });

  it("names categories for headings", () => {
    expect(nameFromSlug("wine-and-tapas")).toBe("Wine and Tapas");
    expect(categoryHeading("cuisine", "Thai")).toBe("Thai Restaurants in Los Angeles");
    expect(categoryHeading("neighborhood", "Venice")).toBe("Restaurants in Venice");
  });
});

describe("category index addresses", () => {
  it("are each type's index, and the singular cuisine and neighborhood addresses that move to the plural", () => {
    expect(CATEGORY_INDEX_ADDRESSES).toEqual([
      "/restaurants/cuisines",
      "/restaurants/cuisine",
      "/restaurants/neighborhoods",
      "/restaurants/neighborhood",
      "/restaurants/price",
      "/restaurants/occasion",
    ]);
  });

  it("name the type they show and whether they move, in any case and with a trailing slash", () => {
    expect(categoryIndexAt("/restaurants/cuisines")).toEqual({ type: "cuisine", moved: false });
    expect(categoryIndexAt("/restaurants/Neighborhoods/")).toEqual({ type: "neighborhood", moved: false });
    expect(categoryIndexAt("/restaurants/cuisine")).toEqual({ type: "cuisine", moved: true });
    expect(categoryIndexAt("/restaurants/neighborhood/")).toEqual({ type: "neighborhood", moved: true });
    expect(categoryIndexAt("/restaurants/price")).toEqual({ type: "price", moved: false });
    expect(categoryIndexAt("/restaurants/occasion")).toEqual({ type: "occasion", moved: false });
    expect(categoryIndexAt("/restaurants/prices")).toBeNull();
    expect(categoryIndexAt("/restaurants/bestia")).toBeNull();
  });
});
