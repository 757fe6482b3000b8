import { describe, expect, it } from "vitest";
import { sourceFilterChoices } from "./source-filter-choices";
import {
  describeSourceFilters,
  michelinDistinctions,
  parseSourceFilters,
  sourceFilterSearch,
  withSourceToggled,
} from "./source-filters";

const parse = (query: string) => parseSourceFilters(new URLSearchParams(query));
const defined = (query: string) => JSON.parse(JSON.stringify(parse(query)));

describe("the source-aware filters in the URL", () => {
  it("reads 'on at least N lists' as a whole number from 1 to 10", () => {
    expect(parse("lists=1").lists).toBe(1);
    expect(parse("lists=%2004%20").lists).toBe(4);
    expect(parse("lists=10").lists).toBe(10);
    for (const bad of ["0", "11", "3.5", "-2", "1e1", "abc", "", "999999999999"]) {
      expect(parse(`lists=${bad}`).lists, bad).toBeUndefined();
    }
  });

  it("reads several sources to include and to leave out, by any known spelling, in display order", () => {
    const f = parse("source=nyt&source=Eater&source=OpenTable&source=eater%20la&exclude=yelp&exclude=Time%20Out");
    expect(f.source).toEqual(["Eater LA", "NYT"]);
    expect(f.exclude).toEqual(["Time Out", "Yelp"]);
    expect(parse("source=OpenTable&exclude=").source).toBeUndefined();
  });

  it("reads a Michelin choice by its slug and ignores anything else", () => {
    expect(parse("michelin=Bib-Gourmand").michelin).toBe("bib-gourmand");
    expect(michelinDistinctions("starred")).toEqual(["3 Stars", "2 Stars", "1 Star"]);
    expect(michelinDistinctions("1-star")).toEqual(["1 Star"]);
    expect(parse("michelin=4-stars").michelin).toBeUndefined();
    expect(parse("michelin=%3Cscript%3E").michelin).toBeUndefined();
  });

  it("drops every bad value without failing", () => {
    expect(defined("lists=x&source=nobody&exclude=%00&michelin=&source=")).toEqual({});
  });

  it("writes the filters back in one order, one entry per source", () => {
    expect(sourceFilterSearch(parse("michelin=starred&exclude=yelp&source=nyt&source=eater&lists=3"))).toBe(
      "lists=3&source=Eater+LA&source=NYT&exclude=Yelp&michelin=starred",
    );
    expect(sourceFilterSearch({})).toBe("");
  });

  it("toggles one source in or out, dropping the page, and never both includes and excludes it", () => {
    expect(withSourceToggled("lists=4&page=3", "exclude", "Yelp")).toBe("?lists=4&exclude=Yelp");
    expect(withSourceToggled("lists=4&exclude=Yelp", "exclude", "Yelp")).toBe("?lists=4");
    expect(withSourceToggled("exclude=yelp", "exclude", "Yelp")).toBe("?");
    expect(withSourceToggled("source=NYT&exclude=Yelp", "source", "Yelp")).toBe("?source=NYT&source=Yelp");
    expect(withSourceToggled("source=NYT&source=Yelp", "exclude", "NYT")).toBe("?source=Yelp&exclude=NYT");
  });

  it("describes what it asks in short parts", () => {
    expect(describeSourceFilters(parse("lists=4&exclude=Yelp"))).toEqual(["4+ lists", "critics only"]);
    expect(describeSourceFilters(parse("lists=1&source=nyt&source=eater&exclude=yelp&exclude=nyt"))).toEqual([
      "1+ list",
      "on Eater LA or NYT",
      "not on NYT, Yelp",
    ]);
    expect(describeSourceFilters(parse("michelin=bib-gourmand"))).toEqual(["Michelin Bib Gourmand"]);
    expect(describeSourceFilters({})).toEqual([]);
  });
});

describe("the choices the filters offer", () => {
  const counts = {
    byListCount: [
      [0, 5],
      [1, 70],
      [2, 20],
      [4, 1],
    ] as [number, number][],
    bySource: { "Eater LA": 18, NYT: 1 },
    byMichelin: { starred: 21, "2-stars": 5, "1-star": 16, "bib-gourmand": 44 },
  };

  it("counts 'at least N' cumulatively and offers only choices some restaurant matches", () => {
    const choices = sourceFilterChoices(counts, {});
    expect(choices.lists.map((c) => [c.label, c.count])).toEqual([
      ["1+ list", 91],
      ["2+ lists", 21],
      ["3+ lists", 1],
      ["4+ lists", 1],
    ]);
    expect(choices.source.map((c) => c.value)).toEqual(["Eater LA", "NYT"]);
    expect(choices.exclude).toEqual([
      { value: "Eater LA", label: "Eater LA" },
      { value: "NYT", label: "NYT" },
    ]);
    expect(choices.michelin.map((c) => c.value)).toEqual(["starred", "2-stars", "1-star", "bib-gourmand"]);
  });

  it("keeps a chosen option that matches nothing, so it can be undone", () => {
    const choices = sourceFilterChoices(counts, { lists: 7, exclude: ["Yelp"], michelin: "3-stars" });
    expect(choices.lists.at(-1)).toEqual({ value: "7", label: "7+ lists", count: 0 });
    expect(choices.exclude.map((c) => c.value)).toContain("Yelp");
    expect(choices.michelin.map((c) => c.value)).toContain("3-stars");
  });
});
