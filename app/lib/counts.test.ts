import { describe, expect, it } from "vitest";
import { formatCount, restaurantCount } from "./counts";

describe("counts", () => {
  it("separates thousands", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(17465)).toBe("17,465");
    expect(formatCount(100259)).toBe("100,259");
  });

  it("says restaurant for one and restaurants otherwise", () => {
    expect(restaurantCount(1)).toBe("1 restaurant");
    expect(restaurantCount(0)).toBe("0 restaurants");
    expect(restaurantCount(2)).toBe("2 restaurants");
    expect(restaurantCount(10259)).toBe("10,259 restaurants");
  });
});
