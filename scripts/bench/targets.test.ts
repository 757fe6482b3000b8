import { describe, expect, it } from "vitest";
import { farTargets } from "./targets";

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
