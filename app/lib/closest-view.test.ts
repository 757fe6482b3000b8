import { describe, expect, it } from "vitest";
import { closestViews } from "./closest-view";
import { parseListParams } from "./list-params";

const parse = (query: string) => parseListParams(new URLSearchParams(query));

describe("the closest views to a list that found nothing", () => {
  it("looks for a style as words first, then lets it go", () => {
    const [asWords, family] = closestViews(parse("cuisine=chinese&style=dim-sum"));
    expect(asWords.filters).toMatchObject({ cuisine: "chinese", style: undefined, q: "Dim Sum" });
    expect(family.filters).toMatchObject({ cuisine: "chinese", style: undefined, q: undefined });
  });

  it("lets the most specific filter go, keeping the cuisine longest", () => {
    const [view] = closestViews(parse("cuisine=korean&neighborhood=venice&price=1"));
    expect(view.filters).toMatchObject({ cuisine: "korean", neighborhood: undefined, price: 1 });
    expect(closestViews(parse("cuisine=burmese"))[0].filters.cuisine).toBeUndefined();
  });

  it("has nothing to offer for a search's words or for no filter at all", () => {
    expect(closestViews(parse("q=zzzz&cuisine=thai"))).toEqual([]);
    expect(closestViews(parse(""))).toEqual([]);
  });
});
