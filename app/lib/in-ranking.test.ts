import { describe, expect, it } from "vitest";
import { inRanking } from "./in-ranking";

describe("a place in the ranking", () => {
  it("is not closed and on at least one current list", () => {
    expect(inRanking({ status: "open", sourceCount: 2 })).toBe(true);
    expect(inRanking({ status: "temporarily-closed", sourceCount: 1 })).toBe(true);
    expect(inRanking({ status: "closed", sourceCount: 2 })).toBe(false);
    expect(inRanking({ status: "open", sourceCount: 0 })).toBe(false);
  });
});
