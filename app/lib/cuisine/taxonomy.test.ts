import { describe, expect, it } from "vitest";
import { CUISINE_TERMS, classifyCuisine, cuisineForSlug, styleBySlug } from "./taxonomy";

describe("the cuisine taxonomy", () => {
  it("puts the sushi bars, izakayas and Japanese-led kitchens in the Japanese family", () => {
    expect(classifyCuisine("Sushi")).toEqual({
      family: "Japanese",
      familySlug: "japanese",
      style: "Sushi",
      styleSlug: "sushi",
    });
    expect(classifyCuisine("Japanese Izakaya")).toMatchObject({ family: "Japanese", style: "Izakaya" });
    expect(classifyCuisine("French-Japanese")).toMatchObject({ family: "Japanese", style: null });
    expect(classifyCuisine("Japanese")).toMatchObject({ family: "Japanese", style: null });
  });

  it("reads a style from the label only, and keeps an unknown label as its own family", () => {
    expect(classifyCuisine("Korean Barbecue")).toMatchObject({ family: "Korean", style: "Barbecue" });
    expect(classifyCuisine("Barbecue")).toMatchObject({ family: "American", style: "Barbecue" });
    expect(classifyCuisine("Taqueria")).toMatchObject({ family: "Mexican", style: "Tacos" });
    expect(classifyCuisine("  Burmese ")).toEqual({
      family: "Burmese",
      familySlug: "burmese",
      style: null,
      styleSlug: null,
    });
  });

  it("points an old cuisine address at its family and style", () => {
    expect(cuisineForSlug("japanese-izakaya")).toMatchObject({ familySlug: "japanese", styleSlug: "izakaya" });
    expect(cuisineForSlug("french-japanese")).toMatchObject({ familySlug: "japanese", styleSlug: null });
    expect(cuisineForSlug("japanese")).toBeNull();
    expect(styleBySlug("dim-sum")).toEqual({ name: "Dim Sum", slug: "dim-sum", familySlug: "chinese" });
    expect(styleBySlug("barbecue")?.familySlug).toBeNull();
    expect(styleBySlug("japanese")).toBeNull();
  });

  it("knows the names diners use, each phrase meaning one thing", () => {
    const term = (words: string) => CUISINE_TERMS.filter((t) => t.words === words);
    expect(term("omakase")).toEqual([{ words: "omakase", familySlug: "japanese", styleSlug: "sushi", label: "Sushi" }]);
    expect(term("bbq")).toEqual([{ words: "bbq", familySlug: null, styleSlug: "barbecue", label: "Barbecue" }]);
    expect(term("korean")).toEqual([{ words: "korean", familySlug: "korean", styleSlug: null, label: "Korean" }]);
    const phrases = CUISINE_TERMS.map((t) => t.words);
    expect(new Set(phrases).size).toBe(phrases.length);
  });
});
