import { describe, expect, it } from "vitest";
import { hasActiveFilters, listFields, listSearch, parseListParams, withParam, withPlace } from "./list-params";

const parse = (query: string) => parseListParams(new URLSearchParams(query));

describe("list parameters from the URL", () => {
  it("defaults to the top 10 by source count, list view, no filters", () => {
    expect(parse("")).toEqual({
      filters: {},
      sort: "sourceCount",
      count: 10,
      page: 1,
      radius: 0,
      view: "list",
    } as never);
    expect(hasActiveFilters(parse(""))).toBe(false);
  });

  it("reads every filter, normalising slugs and source names", () => {
    const p = parse(
      "q=%20Sushi%20&cuisine=Korean%20BBQ&neighborhood=Santa%20Monica&price=$$&source=eater&occasion=date-night",
    );
    expect(JSON.parse(JSON.stringify(p.filters))).toEqual({
      q: "Sushi",
      cuisine: "korean",
      style: "barbecue",
      neighborhood: "santa-monica",
      price: 2,
      source: ["Eater LA"],
      occasion: "date-night",
    });
    expect(hasActiveFilters(p)).toBe(true);
  });

  it("reads an old cuisine label or a style as its family and style, and drops an unknown style", () => {
    expect(parse("cuisine=sushi").filters).toMatchObject({ cuisine: "japanese", style: "sushi" });
    expect(parse("cuisine=Japanese%20Izakaya").filters).toMatchObject({ cuisine: "japanese", style: "izakaya" });
    expect(parse("cuisine=korean&style=BBQ").filters).toMatchObject({ cuisine: "korean", style: undefined });
    expect(parse("cuisine=korean&style=barbecue").filters).toMatchObject({ cuisine: "korean", style: "barbecue" });
    expect(parse("style=barbecue").filters).toMatchObject({ cuisine: undefined, style: "barbecue" });
    expect(parse("style=nonsense").filters.style).toBeUndefined();
  });

  it("accepts price as a level number too", () => {
    expect(parse("price=3").filters.price).toBe(3);
  });

  it("ignores bad or unknown values instead of failing", () => {
    const p = parse(
      "q=a&price=$$$$$&source=OpenTable&occasion=brunch&sort=evil&count=7&radius=-4&zip=9001x&view=3d&near=999,1",
    );
    expect(p).toEqual({ filters: {}, sort: "sourceCount", count: 10, page: 1, radius: 0, view: "list" } as never);
  });

  it("caps the search at 50 characters", () => {
    expect(parse(`q=${"x".repeat(80)}`).filters.q).toHaveLength(50);
  });

  it("allows sorting by distance only when a location is known", () => {
    expect(parse("sort=distance").sort).toBe("sourceCount");
    expect(parse("sort=distance&zip=90012").sort).toBe("distance");
    expect(parse("sort=distance&near=34.05,-118.25").near).toEqual({ lat: 34.05, lng: -118.25 });
  });

  it("accepts only the offered counts, radii and sorts", () => {
    expect(parse("sort=rating").sort).toBe("rating");
    expect(parse("count=all").count).toBe("all");
    expect(parse("count=25").count).toBe(25);
    expect(parse("radius=5").radius).toBe(5);
    expect(parse("radius=4").radius).toBe(0);
  });

  it("reads the source-aware filters with the rest, and writes them back in their place", () => {
    const p = parse("exclude=Yelp&count=25&lists=4&cuisine=thai&source=eater&michelin=starred&source=nyt");
    expect(p.filters).toMatchObject({
      cuisine: "thai",
      lists: 4,
      source: ["Eater LA", "NYT"],
      exclude: ["Yelp"],
      michelin: "starred",
    });
    expect(hasActiveFilters(parse("exclude=Yelp"))).toBe(true);
    expect(listSearch(p)).toBe(
      "cuisine=thai&lists=4&source=Eater+LA&source=NYT&exclude=Yelp&michelin=starred&count=25",
    );
  });

  it("builds links that change one parameter and drop the page", () => {
    expect(withParam("q=taco&page=3", "cuisine", "mexican")).toBe("?q=taco&cuisine=mexican");
    expect(withParam("cuisine=mexican", "cuisine", null)).toBe("?");
    expect(withParam("", "count", "all")).toBe("?count=all");
  });

  it("writes a parsed view back as its canonical query: known keys, one order, no defaults", () => {
    expect(listSearch(parse(""))).toBe("");
    expect(
      listSearch(parse("utm_source=news&count=10&sort=sourceCount&view=list&cuisine=Korean%20BBQ&price=2&nocache=1")),
    ).toBe("cuisine=korean&style=barbecue&price=%24%24");
    expect(listSearch(parse("q=a&price=abc&source=OpenTable&sort=distance&radius=4&zip=9001x"))).toBe("");
    expect(listSearch(parse("view=map&radius=10&zip=90012&sort=distance&count=all&source=eater&q=%20ramen%20"))).toBe(
      "q=ramen&source=Eater+LA&count=all&zip=90012&radius=10&view=map",
    );
  });

  it("gives a form the view's parameters except those its own inputs send", () => {
    const view = parse("q=pho&cuisine=vietnamese&sort=distance&zip=90012&radius=5&source=nyt&view=map&utm_source=x");
    expect(listFields(view, ["zip", "radius"])).toEqual([
      ["q", "pho"],
      ["cuisine", "vietnamese"],
      ["source", "NYT"],
      ["view", "map"],
    ]);
    expect(listFields(view, ["q", "sort"])).toEqual([
      ["cuisine", "vietnamese"],
      ["source", "NYT"],
      ["zip", "90012"],
      ["radius", "5"],
      ["view", "map"],
    ]);
    expect(listFields(parse(""), ["q"])).toEqual([]);
  });

  it("moves a view to a ZIP or a point with a radius, replacing the place it had", () => {
    const view = parse("cuisine=thai&near=34.05,-118.25&radius=10&sort=distance&view=map");
    expect(listSearch(withPlace(view, { zip: "90012" }, 3))).toBe("cuisine=thai&zip=90012&radius=3&view=map");
    expect(listSearch(withPlace(parse("q=ramen&zip=90012"), { near: { lat: 34.019512, lng: -118.49123 } }, 0))).toBe(
      "q=ramen&near=34.0195%2C-118.4912",
    );
  });

  it("is nearest first once a place is set, unless another order is chosen", () => {
    expect(parse("zip=90012").sort).toBe("distance");
    expect(parse("near=34.05,-118.25&q=ramen").sort).toBe("distance");
    expect(parse("zip=90012&sort=sourceCount").sort).toBe("sourceCount");
    expect(listSearch(parse("zip=90012&sort=sourceCount"))).toBe("sort=sourceCount&zip=90012");
    expect(withPlace(parse("cuisine=thai"), { zip: "90012" }, 5).sort).toBe("distance");
    expect(withPlace(parse("cuisine=thai&sort=alphabetical"), { zip: "90012" }, 5).sort).toBe("alphabetical");
    expect(withPlace(parse("zip=90012"), null, 0).sort).toBe("sourceCount");
  });

  it("takes the place away with its radius and its distance sort", () => {
    const view = parse("cuisine=thai&zip=90012&radius=5&sort=distance&count=25");
    expect(listSearch(withPlace(view, null, 5))).toBe("cuisine=thai&count=25");
    expect(withPlace(parse("sort=rating&near=34.05,-118.25"), null, 0).sort).toBe("rating");
  });

  it("reads back its own output as the same view", () => {
    for (const query of [
      "q=pho&cuisine=vietnamese&neighborhood=san-gabriel-valley&price=1&occasion=casual&sort=price&count=25",
      "near=34.05123,-118.25&radius=5&sort=distance&source=michelin&view=map",
      "lists=3&source=nyt&source=Eater%20LA&exclude=yelp&michelin=2-stars&cuisine=thai&count=all",
      "zip=90012&radius=25&sort=alphabetical&count=50",
      "cuisine=japanese&been=hide",
      "q=pho&sort=sourceCount&count=25&page=3",
      "q=korean%20bbq&page=2",
    ]) {
      const view = parse(query);
      expect(parse(listSearch(view))).toEqual(view);
    }
  });

  it("orders a search by best match unless the URL names another order, most lists included", () => {
    expect(parse("q=pho").sort).toBe("relevance");
    expect(listSearch(parse("q=pho&sort=relevance"))).toBe("q=pho");
    expect(parse("q=pho&sort=sourceCount").sort).toBe("sourceCount");
    expect(listSearch(parse("q=pho&sort=sourceCount"))).toBe("q=pho&sort=sourceCount");
    // Without a search there is nothing to match best: the ranking's own order.
    expect(parse("sort=relevance").sort).toBe("sourceCount");
    expect(listSearch(parse("cuisine=thai&sort=sourceCount"))).toBe("cuisine=thai");
  });

  it("pages a search's results and only a search's", () => {
    expect(parse("q=pho&page=3").page).toBe(3);
    expect(listSearch(parse("q=pho&page=3&count=25"))).toBe("q=pho&count=25&page=3");
    expect(parse("cuisine=thai&page=3").page).toBe(1);
    expect(listSearch(parse("cuisine=thai&page=3"))).toBe("cuisine=thai");
    for (const bad of ["page=0", "page=-2", "page=abc", "page="]) expect(parse(`q=pho&${bad}`).page, bad).toBe(1);
    expect(withParam("q=pho&page=3", "cuisine", "thai")).toBe("?q=pho&cuisine=thai");
  });

  it("keeps 'hide' or 'only places I've been' and drops any other value", () => {
    expect(parse("been=hide").been).toBe("hide");
    expect(listSearch(parse("been=only&cuisine=thai"))).toBe("cuisine=thai&been=only");
    for (const bad of ["been=all", "been=HIDE", "been=", "been=hide%00"]) expect(parse(bad).been, bad).toBeUndefined();
  });
});
