import { describe, expect, it } from "vitest";
import { farTargets, farTripsPaid } from "./targets";

describe("farTargets", () => {
  it("allows a hit 1.5× hello-world, and a miss one measured D1 trip + the page's near render time", () => {
    const targets = farTargets({ hello: 1.2, trip: 83.7 }, { hello: 0.8, page: 8.8 });
    expect(targets.hit).toEqual({ op: "<=", value: 1.8 });
    expect(targets.miss).toEqual({ op: "<=", value: 91.7 });
  });

  it("counts no negative render time when the page measured under hello-world near", () => {
    expect(farTargets({ hello: 1, trip: 81 }, { hello: 2, page: 1.5 }).miss).toEqual({ op: "<=", value: 81 });
  });

  it("sets no miss target without the near figures", () => {
    expect(farTargets({ hello: 1, trip: 81 }, { hello: 1, page: null }).miss).toBeUndefined();
  });
});

describe("farTripsPaid", () => {
  const far = { hello: 0.7, trip: 82.4 };

  it("counts one trip for a miss that took hello-world, one trip and its near render", () => {
    expect(farTripsPaid(0.7 + 81.7 + 9.9, far, { hello: 0.67, page: 10.57 })).toBe(1);
  });

  it("counts two for a miss that waited on D1 twice, and shows an excess as a fraction of a trip", () => {
    expect(farTripsPaid(0.7 + 2 * 81.7 + 9.9, far, { hello: 0.67, page: 10.57 })).toBe(2);
    expect(farTripsPaid(93.0, far, { hello: 0.67, page: 10.57 })).toBe(1.01);
  });

  it("counts nothing without the near figures or without a measured trip", () => {
    expect(farTripsPaid(90, far, { hello: null, page: 10 })).toBeNull();
    expect(farTripsPaid(90, { hello: 1, trip: 1 }, { hello: 1, page: 10 })).toBeNull();
  });
});
