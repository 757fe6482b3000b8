import { describe, expect, it } from "vitest";
import { cuisinePage, needsStyleCounts } from "./cuisine-page";
import { STYLE_PAGE_MIN_PLACES } from "./taxonomy";

const styles = [
  { slug: "sushi", count: STYLE_PAGE_MIN_PLACES },
  { slug: "izakaya", count: 1 },
  { slug: "barbecue", count: 2 },
];

describe("a cuisine address", () => {
  it("shows a family, and a style once enough places have it", () => {
    expect(cuisinePage("japanese", styles)).toEqual({ kind: "family" });
    expect(cuisinePage("sushi", styles)).toEqual({ kind: "style", name: "Sushi" });
    expect(cuisinePage("burmese", styles)).toEqual({ kind: "family" });
  });

  it("moves a style with too few places to its family, unless it belongs to none", () => {
    expect(cuisinePage("izakaya", styles)).toEqual({ kind: "moved", slug: "japanese" });
    expect(cuisinePage("dim-sum", styles)).toEqual({ kind: "moved", slug: "chinese" });
    expect(cuisinePage("barbecue", styles)).toEqual({ kind: "style", name: "Barbecue" });
  });

  it("moves an old label's address to its style's page or its family's", () => {
    expect(cuisinePage("japanese-izakaya", styles)).toEqual({ kind: "moved", slug: "japanese" });
    expect(cuisinePage("french-japanese", styles)).toEqual({ kind: "moved", slug: "japanese" });
    expect(cuisinePage("iranian", styles)).toEqual({ kind: "moved", slug: "persian" });
    expect(cuisinePage("taqueria", [{ slug: "tacos", count: 5 }])).toEqual({ kind: "moved", slug: "tacos" });
  });

  it("needs the style counts only for a style's or an old label's address", () => {
    expect(needsStyleCounts("japanese")).toBe(false);
    expect(needsStyleCounts("sushi")).toBe(true);
    expect(needsStyleCounts("japanese-izakaya")).toBe(true);
  });
});
