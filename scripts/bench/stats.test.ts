import { describe, expect, it } from "vitest";
import { pairedExtra, type Latency } from "./http";
import { pairedRatio } from "./stats";

const latency = (times: number[]): Latency => ({
  p50: Number.NaN,
  p99: Number.NaN,
  n: times.length,
  times,
  statuses: new Set(),
  edgeCache: new Set(),
});

describe("pairedRatio", () => {
  it("takes the median of each round's ratio, so a drift both builds share cancels out", () => {
    // Both builds slow down together in the last rounds; the new build is 10% faster in every round.
    const baseline = [2, 2, 2, 4, 4];
    const current = baseline.map((t) => t * 0.9);
    expect(pairedRatio(current, baseline)).toBeCloseTo(0.9);
  });

  it("is the median of the rounds' ratios, not the ratio of the medians", () => {
    // Rounds 2 and 3 caught the two builds in different moments; round by round the new build is half.
    expect(pairedRatio([1, 10, 10], [2, 5, 20])).toBe(0.5);
    expect(pairedRatio([1.1, 2.2, 3.3, 9], [1, 2, 3])).toBeCloseTo(1.1);
  });
});

describe("pairedExtra", () => {
  it("gives the new build's figure a paired ratio only when a baseline was measured beside it", () => {
    const pair = [latency([2, 3, 4]), latency([1, 3, 2])];
    expect(pairedExtra(pair, 0)).toEqual({ paired: 2 });
    expect(pairedExtra(pair, 1)).toEqual({});
    expect(pairedExtra([latency([2])], 0)).toEqual({});
  });
});
