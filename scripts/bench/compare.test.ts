import { describe, expect, it } from "vitest";
import { compareWithBaseline } from "./compare";
import { figure, notAvailable } from "./figures";
import { formatTable } from "./table";

const row = (name: string, value: number, unit = "ms", section = "Server time") =>
  figure({ section, name, value, unit, extra: { p99: value * 2 } });

describe("compareWithBaseline", () => {
  it("puts new/baseline and the baseline's value first in each figure's details", () => {
    const [home] = compareWithBaseline([[row("/", 6)], [row("/", 8)]]);
    expect(home.value).toBe(6);
    expect(Object.entries(home.extra!)).toEqual([
      ["new/baseline", 0.75],
      ["baseline", "8 ms"],
      ["p99", 12],
    ]);
    expect(formatTable([home])).toContain("new/baseline 0.75 · baseline 8 ms · p99 12");
  });

  it("pairs figures by section and name, whatever their order", () => {
    const compared = compareWithBaseline([
      [row("/", 6), row("/", 100, "req/s", "Throughput")],
      [row("/", 50, "req/s", "Throughput"), row("/", 3)],
    ]);
    expect(compared.map((f) => f.extra!["new/baseline"])).toEqual([2, 2]);
  });

  it("says n/a when the baseline lacks the figure or could not measure it, and keeps the new build's target", () => {
    const target = { op: "<" as const, value: 10 };
    const compared = compareWithBaseline([
      [figure({ section: "S", name: "new page", value: 4, unit: "ms", target }), row("profile", 5, "ms", "S")],
      [notAvailable("S", "profile", "ms", "404 at /restaurants/x")],
    ]);
    expect(compared.map((f) => [f.extra!["new/baseline"], f.extra!.baseline, f.missed])).toEqual([
      ["n/a", "n/a", false],
      ["n/a", "n/a", undefined],
    ]);
  });

  it("leaves the figures untouched when there is no baseline", () => {
    const figures = [row("/", 6)];
    expect(compareWithBaseline([figures])).toBe(figures);
  });
});
