import { describe, expect, it } from "vitest";
import { exampleCategories } from "./example-categories";

const counted = (slug: string, name: string, count: number) => ({ slug, name, count });

describe("the home page's example categories", () => {
  it("links each example that has restaurants, in order, by its name", () => {
    const examples = exampleCategories({
      cuisines: [counted("korean", "Korean", 2), counted("japanese", "Japanese", 6), counted("mexican", "Mexican", 10)],
      neighborhoods: [counted("santa-monica", "Santa Monica", 8)],
      prices: [],
      occasions: [counted("date-night", "Date Night", 22)],
    });
    expect(examples).toEqual([
      { name: "Japanese", href: "/restaurants/cuisine/japanese" },
      { name: "Mexican", href: "/restaurants/cuisine/mexican" },
      { name: "Date Night", href: "/restaurants/occasion/date-night" },
      { name: "Santa Monica", href: "/restaurants/neighborhood/santa-monica" },
      { name: "Korean", href: "/restaurants/cuisine/korean" },
    ]);
  });

  it("leaves out a category with no restaurant, or none open", () => {
    const examples = exampleCategories({
      cuisines: [counted("japanese", "Japanese", 0)],
      neighborhoods: [],
      prices: [],
      occasions: [counted("date-night", "Date Night", 3)],
    });
    expect(examples).toEqual([{ name: "Date Night", href: "/restaurants/occasion/date-night" }]);
  });
});
