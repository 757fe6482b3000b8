import { describe, expect, it } from "vitest";
import { closestViews } from "./closest-view";
import { parseListParams } from "./list-params";

const parse = (query: string) => parseListParams(new URLSearchParams(query));

describe("the closest views to a list that found nothing", () => {
  it("looks for a style as words first, then lets it go", () => {
    const [asWords, family] = closestViews(parse("cuisine=chinese&style=dim-sum"));
    expect(asWords.params.filters).toMatchObject({ cuisine: "chinese", style: undefined, q: "Dim Sum" });
    expect(asWords.change).toBe("Dim Sum as words");
    expect(family.params.filters).toMatchObject({ cuisine: "chinese", style: undefined, q: undefined });
    expect(family.change).toBe("in any style");
  });

  it("widens a neighborhood to its region before letting it go, then lets each other filter go in turn", () => {
    const views = closestViews(parse("cuisine=korean&style=barbecue&neighborhood=koreatown&price=1"));
    expect(views.map((v) => v.change)).toEqual([
      "Barbecue as words",
      "in all of Central LA",
      "in any style",
      "anywhere in LA",
      "at any price",
      "of any cuisine",
    ]);
    expect(views[1].params.filters).toMatchObject({ neighborhood: "central-la", price: 1, style: "barbecue" });
    expect(views[4].params.filters).toMatchObject({ neighborhood: "koreatown", price: undefined, style: "barbecue" });
  });

  it("lets the most specific filter go first, keeping the cuisine longest", () => {
    const [view] = closestViews(parse("cuisine=korean&neighborhood=atlantis&price=1"));
    expect(view.params.filters).toMatchObject({ cuisine: "korean", neighborhood: undefined, price: 1 });
    expect(closestViews(parse("cuisine=burmese"))[0].params.filters.cuisine).toBeUndefined();
  });

  it("offers a search's filters without its words, then its words without the filters", () => {
    const views = closestViews(parse("q=zzzz&cuisine=thai"));
    expect(views.map((v) => v.change)).toEqual(["without “zzzz”", "“zzzz” with no filters"]);
    expect(views[0].params.filters).toMatchObject({ cuisine: "thai", q: undefined });
    expect(views[1].params.filters).toEqual({ q: "zzzz" });
  });

  it("has nothing to offer for words alone or for no filter at all", () => {
    expect(closestViews(parse("q=zzzz"))).toEqual([]);
    expect(closestViews(parse(""))).toEqual([]);
  });
});
