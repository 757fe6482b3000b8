import { describe, expect, it } from "vitest";
import { isShareCode, newShareCode, sharePath } from "./share-code";

describe("share codes", () => {
  it("are 16 URL-safe characters, different every time", () => {
    const codes = Array.from({ length: 200 }, newShareCode);
    expect(codes.every(isShareCode)).toBe(true);
    expect(new Set(codes).size).toBe(200);
    expect(sharePath(codes[0])).toBe(`/l/${codes[0]}`);
  });

  it("refuse anything else in a code's place", () => {
    for (const bad of [
      "",
      "abc",
      "a".repeat(17),
      "../../etc/passwd",
      "AAAAAAAAAAAAAAA=",
      "AAAAAAAAAAAAAAA ",
      "ÄAAAAAAAAAAAAAAA",
    ]) {
      expect(isShareCode(bad), bad).toBe(false);
    }
  });
});
