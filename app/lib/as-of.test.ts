import { describe, expect, it } from "vitest";
import { asOfMonth, laDay, laYearMonth } from "./as-of";

describe("the data's as-of month", () => {
  it("keeps a read date in its own month, even on the first of the month", () => {
    expect(asOfMonth("2026-11-01")).toBe("November 2026");
    expect(asOfMonth("2026-12-31")).toBe("December 2026");
  });

  it("reads a bare month, such as when a place closed, as that month", () => {
    expect(asOfMonth("2024-09")).toBe("September 2024");
    expect(asOfMonth("2025-01")).toBe("January 2025");
  });

  it("names every calendar month as Los Angeles' formatter does, first and last days too", () => {
    const la = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "America/Los_Angeles" });
    for (let month = 1; month <= 12; month++) {
      const ym = `2026-${String(month).padStart(2, "0")}`;
      for (const value of [ym, `${ym}-01`, `${ym}-28`]) {
        expect(asOfMonth(value)).toBe(la.format(new Date(`${ym}-15T12:00:00Z`)));
      }
    }
    expect(asOfMonth("2024-02-29")).toBe("February 2024");
    expect(asOfMonth("2026-13")).toBeNull();
  });

  it("shows an import's timestamp in Los Angeles time", () => {
    expect(asOfMonth("2026-12-01T05:00:00.000Z")).toBe("November 2026");
  });

  it("has nothing to say for no date or nonsense", () => {
    expect(asOfMonth(null)).toBeNull();
    expect(asOfMonth("soon")).toBeNull();
  });
});

describe("laYearMonth", () => {
  it("is the month a moment falls in, in Los Angeles", () => {
    expect(laYearMonth(new Date("2026-11-23T12:00:00Z"))).toBe("2026-11");
    // 03:00 UTC on the 1st is still the evening of the 30th in Los Angeles.
    expect(laYearMonth(Date.parse("2026-12-01T03:00:00Z"))).toBe("2026-11");
  });
});

describe("laDay", () => {
  it("is the day a moment falls on in Los Angeles, as YYYY-MM-DD", () => {
    expect(laDay(new Date("2026-11-23T20:00:00Z"))).toBe("2026-11-23");
    expect(laDay(Date.parse("2026-11-28T05:00:00Z"))).toBe("2026-11-27");
  });
});
