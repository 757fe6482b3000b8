import { describe, expect, it } from "vitest";
import { familiesWithPages, groupStylesByFamily, hasStylePage, stylesWithPages } from "./style-pages";
import { STYLE_PAGE_MIN_PLACES } from "./taxonomy";

const enough = STYLE_PAGE_MIN_PLACES;
const styles = [
  { slug: "sushi", name: "Sushi", count: enough + 2 },
  { slug: "izakaya", name: "Izakaya", count: enough },
  { slug: "ramen", name: "Ramen", count: enough - 1 },
  { slug: "barbecue", name: "Barbecue", count: 1 },
];

describe("style pages", () => {
  it("a style has its page at the threshold, below it only when it belongs to no one family", () => {
    expect(hasStylePage("izakaya", styles)).toBe(true);
    expect(hasStylePage("ramen", styles)).toBe(false);
    expect(hasStylePage("barbecue", styles)).toBe(true);
    expect(hasStylePage("japanese", styles)).toBe(false);
  });

  it("lists only the styles that have a page, in the order given", () => {
    expect(stylesWithPages(styles).map((s) => s.slug)).toEqual(["sushi", "izakaya", "barbecue"]);
    expect(stylesWithPages([{ slug: "deli", count: 0 }])).toEqual([]);
  });

  it("keeps a family whose address would move (an old label's) off the family pages", () => {
    const families = [
      { slug: "japanese", count: 9 },
      { slug: "japanese-izakaya", count: 1 },
      { slug: "burmese", count: 1 },
    ];
    expect(familiesWithPages(families, styles).map((f) => f.slug)).toEqual(["japanese", "burmese"]);
  });

  it("puts each style under its family, and one of no one family apart", () => {
    const families = [
      { slug: "japanese", count: 20 },
      { slug: "korean", count: 4 },
    ];
    const grouped = groupStylesByFamily(families, stylesWithPages(styles));
    expect(grouped.families.map((f) => [f.slug, f.styles.map((s) => s.slug)])).toEqual([
      ["japanese", ["sushi", "izakaya"]],
      ["korean", []],
    ]);
    expect(grouped.acrossFamilies.map((s) => s.slug)).toEqual(["barbecue"]);
  });

  it("sets apart a style whose family is not listed rather than dropping it", () => {
    const grouped = groupStylesByFamily([{ slug: "korean", count: 4 }], [{ slug: "pizza", count: enough }]);
    expect(grouped.acrossFamilies).toEqual([{ slug: "pizza", count: enough }]);
  });
});
