import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { withLowPriorityPreloads } from "./low-priority-preloads";

const require = createRequire(import.meta.url);
const builds = {
  "ES module (browser)": require.resolve("@remix-run/react/dist/esm/components.js"),
  "CommonJS (server)": require.resolve("@remix-run/react/dist/components.js"),
};

describe("low-priority-preloads", () => {
  for (const [name, path] of Object.entries(builds)) {
    it(`marks every module preload of the ${name} build low priority and changes nothing else`, () => {
      const source = readFileSync(path, "utf8");
      const patched = withLowPriorityPreloads(source);
      const preloads = source.split('rel: "modulepreload"').length - 1;
      expect(preloads).toBe(4);
      expect(patched.split('rel: "modulepreload",\n    fetchpriority: "low",').length - 1).toBe(preloads);
      expect(patched.replaceAll('    fetchpriority: "low",\n', "")).toBe(source);
    });
  }

  it("fails the build, naming itself, when the code it patches has moved", () => {
    expect(() => withLowPriorityPreloads('createElement("link", { rel: "modulepreload", href })')).toThrow(
      /low-priority-preloads: .* is not where it was \(@remix-run\/react upgraded\?\)/,
    );
  });
});
