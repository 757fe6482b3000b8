import { describe, expect, it } from "vitest";
import { pageCount, pageHref, pageOffset, requestedPage, settlePage } from "./pagination";

describe("pagination", () => {
  it("reads a missing, empty or non-numeric page as the first page", () => {
    expect(requestedPage(null)).toBe(1);
    expect(requestedPage("")).toBe(1);
    expect(requestedPage("abc")).toBe(1);
    expect(requestedPage("Infinity")).toBe(1);
  });

  it("rounds a page to the nearest whole page and never below 1", () => {
    expect(requestedPage("2.6")).toBe(3);
    expect(requestedPage("2.4")).toBe(2);
    expect(requestedPage("0")).toBe(1);
    expect(requestedPage("-5")).toBe(1);
  });

  it("counts at least one page, even for an empty category", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageOffset(3)).toBe(20);
  });

  it("keeps a valid, canonically written page as it is", () => {
    expect(settlePage(null, 25)).toEqual({ page: 1, totalPages: 3, redirectTo: null });
    expect(settlePage("3", 25)).toEqual({ page: 3, totalPages: 3, redirectTo: null });
  });

  it("redirects a page past the end to the last page", () => {
    expect(settlePage("9", 25)).toEqual({ page: 3, totalPages: 3, redirectTo: 3 });
    expect(settlePage("2", 0)).toEqual({ page: 1, totalPages: 1, redirectTo: 1 });
  });

  it("redirects a non-number, zero or a non-canonical spelling to the nearest valid page", () => {
    expect(settlePage("abc", 25).redirectTo).toBe(1);
    expect(settlePage("0", 25).redirectTo).toBe(1);
    expect(settlePage("1", 25).redirectTo).toBe(1);
    expect(settlePage("02", 25).redirectTo).toBe(2);
  });

  it("gives page 1 the bare path and later pages a ?page parameter", () => {
    expect(pageHref("/restaurants/cuisine/thai", 1)).toBe("/restaurants/cuisine/thai");
    expect(pageHref("/restaurants/cuisine/thai", 2)).toBe("/restaurants/cuisine/thai?page=2");
  });

  it("keeps a view's filters ahead of the page, and on page 1 alone", () => {
    expect(pageHref("/restaurants/cuisine/thai", 1, "lists=3&exclude=Yelp")).toBe(
      "/restaurants/cuisine/thai?lists=3&exclude=Yelp",
    );
    expect(pageHref("/restaurants/cuisine/thai", 3, "lists=3")).toBe("/restaurants/cuisine/thai?lists=3&page=3");
  });
});
