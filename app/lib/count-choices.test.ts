import { describe, expect, it } from "vitest";
import { countChoices, seeMore } from "./count-choices";

describe("count chips", () => {
  it("offer every size and All when the results outnumber the largest size", () => {
    expect(countChoices(10, 176)).toEqual({ options: [10, 25, 50, "all"], current: 10 });
  });

  it("leave out the sizes that would show every result anyway", () => {
    expect(countChoices(10, 30)).toEqual({ options: [10, 25, "all"], current: 10 });
  });

  it("mark All as shown when the chosen size already holds every result", () => {
    expect(countChoices(50, 30).current).toBe("all");
    expect(countChoices("all", 30).current).toBe("all");
  });

  it("offer nothing when every result fits the smallest size, none at all included", () => {
    expect(countChoices(10, 10).options).toEqual([]);
    expect(countChoices(25, 6).options).toEqual([]);
    expect(countChoices(10, 0).options).toEqual([]);
  });
});

describe("the button under the first ten", () => {
  it("promises fifty only where more than fifty are ranked, else all of them, and nothing past ten", () => {
    expect(seeMore(221)).toEqual({ label: "See Top 50", count: "50" });
    expect(seeMore(51)).toEqual({ label: "See Top 50", count: "50" });
    expect(seeMore(50)).toEqual({ label: "See All 50", count: "all" });
    expect(seeMore(27)).toEqual({ label: "See All 27", count: "all" });
    expect(seeMore(10)).toBeNull();
  });
});
