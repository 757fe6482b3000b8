import { describe, expect, it } from "vitest";
import { benchModules } from "./modules";

describe("benchModules", () => {
  it("puts an entry first that hands the unchanged bundle its far bindings, then the bundle, then the wrapper", () => {
    const [entry, bundle, wrapper] = benchModules("/snap/dist/app.js", { d1: 80, kvMiss: 40, kvHit: 2 });
    expect(entry.path).toBe("/snap/dist/bench-entry.js");
    expect(entry.contents).toContain('import worker from "./app.js";');
    expect(entry.contents).toContain('benchWorker(worker, {"d1":80,"kvMiss":40,"kvHit":2})');
    expect(bundle).toEqual({ type: "ESModule", path: "/snap/dist/app.js" });
    expect(wrapper.path).toBe("/snap/dist/bench-bindings.js");
  });

  it("transpiles the wrapper to JavaScript that imports nothing, as workerd loads it beside the bundle", () => {
    const wrapper = String(benchModules("/snap/dist/app.js", { d1: 1, kvMiss: 1, kvHit: 1 })[2].contents);
    expect(wrapper).toContain("export function benchWorker(");
    expect(wrapper).not.toMatch(/^\s*import\b/m);
    expect(wrapper).not.toMatch(/:\s*FarDelays\b/);
  });
});
