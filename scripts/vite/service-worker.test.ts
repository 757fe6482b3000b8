import { describe, expect, it } from "vitest";
import { bundleVersion } from "./service-worker";

describe("the service worker's version", () => {
  it("follows the client build's file names, whatever order they come in", () => {
    const names = ["assets/entry.client-A1.js", "assets/root-B2.js"];
    expect(bundleVersion(names)).toMatch(/^[0-9a-f]{12}$/);
    expect(bundleVersion([...names].reverse())).toBe(bundleVersion(names));
    expect(bundleVersion([...names, "assets/saved-C3.js"])).not.toBe(bundleVersion(names));
  });
});
