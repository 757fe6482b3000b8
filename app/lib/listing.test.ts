import { describe, expect, it } from "vitest";
import { newAndRisingHeading } from "./listing";

describe("New & Rising's heading", () => {
  it("says how many there are, and 'Top 10' only when there are ten or more", () => {
    expect(newAndRisingHeading(null)).toBe("New and Rising");
    expect(newAndRisingHeading(0)).toBe("New and Rising");
    expect(newAndRisingHeading(1)).toBe("1 New and Rising Restaurant");
    expect(newAndRisingHeading(3)).toBe("3 New and Rising Restaurants");
    expect(newAndRisingHeading(10)).toBe("Top 10 Must-Try New and Rising");
    expect(newAndRisingHeading(14)).toBe("Top 10 of 14 Must-Try New and Rising");
  });
});
