import { describe, expect, it } from "vitest";
import { beenProgressText } from "./been-progress";

describe("been-there progress", () => {
  it("counts against the top of the ranking, or a category by its name", () => {
    expect(beenProgressText({ been: 12, of: 50 }, null)).toBe("You've been to 12 of the top 50");
    expect(beenProgressText({ been: 4, of: 16 }, "Japanese")).toBe("You've been to 4 of 16 Japanese");
    expect(beenProgressText({ been: 1, of: 1200 }, "Budget ($)")).toBe("You've been to 1 of 1,200 Budget ($)");
  });
});
