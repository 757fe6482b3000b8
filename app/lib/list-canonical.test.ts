import { describe, expect, it } from "vitest";
import { listCanonical } from "./list-canonical";
import { parseListParams } from "./list-params";

const canonical = (query: string, total = 5) => listCanonical(parseListParams(new URLSearchParams(query)), total);

describe("where a view of the ranked list is indexed", () => {
  it("sorted, counted and map views are the list itself", () => {
    for (const query of ["", "sort=alphabetical", "count=all&view=map", "view=map&count=25&sort=price"]) {
      expect(canonical(query)).toEqual({ path: "/", noindex: false });
    }
  });

  it("one category filter is that category's own page, in any order of parameters", () => {
    expect(canonical("cuisine=japanese")).toEqual({ path: "/restaurants/cuisine/japanese", noindex: false });
    expect(canonical("count=50&neighborhood=Santa%20Monica")).toEqual({
      path: "/restaurants/neighborhood/santa-monica",
      noindex: false,
    });
    expect(canonical("price=%24%24%24&view=map")).toEqual({ path: "/restaurants/price/upscale", noindex: false });
    expect(canonical("sort=alphabetical&occasion=date-night")).toEqual({
      path: "/restaurants/occasion/date-night",
      noindex: false,
    });
  });

  it("a search, two filters, list filters or a distance have no page of their own", () => {
    expect(canonical("q=sushi&sort=alphabetical")).toEqual({ path: "/?q=sushi", noindex: true });
    expect(canonical("cuisine=thai&neighborhood=hollywood")).toMatchObject({ noindex: true });
    expect(canonical("cuisine=thai&lists=3")).toMatchObject({ noindex: true });
    expect(canonical("zip=90012&radius=5&sort=distance")).toMatchObject({ noindex: true });
  });

  it("an empty view is not indexed, even where a category page would stand for it", () => {
    expect(canonical("cuisine=martian", 0)).toEqual({ path: "/?cuisine=martian", noindex: true });
  });
});
