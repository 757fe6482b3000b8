import { describe, expect, it } from "vitest";
import { parseBenchArgs, parseFarDelays, PHASES } from "./options";

describe("parseBenchArgs", () => {
  it("measures everything up to 100,000 restaurants, near only and without a baseline, by default", () => {
    expect(parseBenchArgs([])).toEqual({
      restaurants: 100_000,
      phases: new Set(PHASES),
      far: null,
      baseline: null,
      help: false,
    });
  });

  it("takes a bare --far as the default round trips, and --far=… as overrides of some of them", () => {
    expect(parseBenchArgs(["--far"]).far).toEqual({ d1: 80, kvMiss: 40, kvHit: 2 });
    expect(parseBenchArgs(["--far=d1:120,KVHIT:5"]).far).toEqual({ d1: 120, kvMiss: 40, kvHit: 5 });
  });

  it("reads --restaurants with separators, --only as a list and --baseline as a git ref", () => {
    const options = parseBenchArgs(["--restaurants", "10,000", "--only", "server, throughput", "--baseline", "HEAD~1"]);
    expect(options.restaurants).toBe(10_000);
    expect([...options.phases]).toEqual(["server", "throughput"]);
    expect(options.baseline).toBe("HEAD~1");
  });

  it("combines --far and --baseline", () => {
    const options = parseBenchArgs(["--baseline=main", "--far=d1:60"]);
    expect(options.baseline).toBe("main");
    expect(options.far).toEqual({ d1: 60, kvMiss: 40, kvHit: 2 });
  });

  it("refuses what it cannot read, saying which option", () => {
    expect(() => parseBenchArgs(["--restaurants", "5000"])).toThrow(/--restaurants must be one of 300, 10000, 100000/);
    expect(() => parseBenchArgs(["--only", "server,lighthose"])).toThrow(/--only: unknown lighthose/);
    expect(() => parseBenchArgs(["--baseline", " "])).toThrow(/--baseline needs a git ref/);
    expect(() => parseBenchArgs(["--far", "d1:80"])).toThrow();
    expect(() => parseBenchArgs(["--fast"])).toThrow();
  });
});

describe("parseFarDelays", () => {
  it("refuses unknown names, missing or negative numbers", () => {
    for (const spec of ["r2:10", "d1", "d1:", "d1:-5", "kvmiss:fast", "d1:80:90"])
      expect(() => parseFarDelays(spec), spec).toThrow(/--far: ".*" is not d1:<ms>, kvmiss:<ms> or kvhit:<ms>/);
  });

  it("accepts zero, fractions and spaces around the names", () => {
    expect(parseFarDelays(" d1:0, kvhit:0.5")).toEqual({ d1: 0, kvMiss: 40, kvHit: 0.5 });
  });
});
