import { describe, expect, it } from "vitest";
import { laYearMonth } from "~/lib/as-of";
import { readClosureMonth, statusChangeFor, statusChangeRecord } from "./closure";

describe("accepting a closure or a move", () => {
  it("takes this month in Los Angeles, not in UTC", () => {
    expect(laYearMonth(new Date("2026-11-15T12:00:00Z"))).toBe("2026-11");
    // 5 p.m. on October 31 in Los Angeles is already November in UTC.
    expect(laYearMonth(new Date("2026-11-01T00:30:00Z"))).toBe("2026-10");
  });

  it("dates the change this month unless the admin gives an earlier month", () => {
    expect(readClosureMonth("", "2026-11")).toEqual({ month: "2026-11", error: null });
    expect(readClosureMonth(" 2026-03 ", "2026-11")).toEqual({ month: "2026-03", error: null });
  });

  it("refuses a month in the future or in another shape", () => {
    for (const given of ["2026-12", "2026-13", "March 2026", "2026-3", "<svg>"]) {
      expect(readClosureMonth(given, "2026-11").error).toBe("Give the month as YYYY-MM, no later than 2026-11.");
    }
  });

  it("changes the status only for a closure or a move, and only when the place is not already so", () => {
    expect(statusChangeFor("closed", "open", "2026-11")).toEqual({ status: "closed", month: "2026-11" });
    expect(statusChangeFor("moved", "temporarily-closed", "2026-10")).toEqual({ status: "moved", month: "2026-10" });
    expect(statusChangeFor("closed", "closed", "2026-11")).toBeNull();
    expect(statusChangeFor("wrong-info", "open", "2026-11")).toBeNull();
    expect(statusChangeFor("other", "open", "2026-11")).toBeNull();
  });

  it("records a closure and a move for /changes with the place's new status and month", () => {
    const place = { slug: "bestia", name: "Bestia" };
    expect(statusChangeRecord(place, { status: "closed", month: "2026-11" })).toEqual({
      kind: "closure",
      summary: { restaurants: [{ slug: "bestia", name: "Bestia", status: "closed", month: "2026-11" }] },
    });
    expect(statusChangeRecord(place, { status: "moved", month: "2026-11" }).kind).toBe("move");
  });
});
