import { describe, expect, it } from "vitest";
import { fallbackDescription, kindOfPlace } from "./fallback-description";

describe("a fallback description", () => {
  it("is a grammatical sentence from the facts we hold: its article, its area and its lists", () => {
    expect(
      fallbackDescription({ name: "Bestia", cuisine: "Italian", neighborhood: "Arts District", sourceCount: 2 }),
    ).toBe("Bestia is an Italian restaurant in Arts District, on 2 of 10 trusted lists.");
    expect(fallbackDescription({ name: "Jitlada", cuisine: "Thai", neighborhood: "Thai Town", sourceCount: 1 })).toBe(
      "Jitlada is a Thai restaurant in Thai Town, on 1 of 10 trusted lists.",
    );
    expect(
      fallbackDescription({ name: "Uncle Af’s", cuisine: "Other", neighborhood: "Agoura Hills", sourceCount: 0 }),
    ).toBe("Uncle Af’s is a restaurant in Agoura Hills, on no current trusted list.");
  });

  it("picks 'a' or 'an' by the sound, and names a place that is already a kind of place as it is", () => {
    expect(kindOfPlace("Armenian")).toBe("an Armenian restaurant");
    expect(kindOfPlace("Uyghur")).toBe("a Uyghur restaurant");
    expect(kindOfPlace("Ethiopian")).toBe("an Ethiopian restaurant");
    expect(kindOfPlace("French Bistro")).toBe("a French bistro");
    expect(kindOfPlace("Japanese Izakaya")).toBe("a Japanese izakaya");
    expect(kindOfPlace("Sandwich Shop")).toBe("a sandwich shop");
    expect(kindOfPlace("Argentine steakhouse")).toBe("an Argentine steakhouse");
    expect(kindOfPlace("Middle Eastern cuisine")).toBe("a Middle Eastern restaurant");
    expect(kindOfPlace("Other")).toBe("a restaurant");
    expect(kindOfPlace("Pizza")).toBe("a pizza restaurant");
    expect(kindOfPlace("Diner")).toBe("a diner");
  });
});
