import { describe, expect, it } from "vitest";
import { areaOnlyLeftOutText, formatCount, restaurantCount } from "./counts";

describe("counts", () => {
  it("separates thousands", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(17465)).toBe("17,465");
    expect(formatCount(100259)).toBe("100,259");
  });

  it("writes every count as the en-US formatter would, whole or not", () => {
    const intl = new Intl.NumberFormat("en-US");
    for (const n of [1, 12, 1000, 1234567, 9007199254740991, -1234, -999, 2.5, 1234.5678]) {
      expect(formatCount(n)).toBe(intl.format(n));
    }
  });

  it("says restaurant for one and restaurants otherwise", () => {
    expect(restaurantCount(1)).toBe("1 restaurant");
    expect(restaurantCount(0)).toBe("0 restaurants");
    expect(restaurantCount(2)).toBe("2 restaurants");
    expect(restaurantCount(10259)).toBe("10,259 restaurants");
  });

  it("says how many places a distance search leaves out for want of an address, singular for one, nothing for none", () => {
    expect(areaOnlyLeftOutText(0)).toBeNull();
    expect(areaOnlyLeftOutText(1)).toBe(
      "1 place known only by its neighborhood is not included: its distance is unknown",
    );
    expect(areaOnlyLeftOutText(12)).toBe(
      "12 places known only by neighborhood are not included: their distance is unknown",
    );
  });
});
