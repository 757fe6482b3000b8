import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const major = (range: string) => Number(/\d+/.exec(range)?.[0]);

describe("one Node version", () => {
  it("is stated once in engines, and the toolchain follows it", () => {
    // The `node` devDependency is the Node every npm script runs on (.ci/run's own Node only installs).
    expect(pkg.devDependencies.node).toBe(pkg.engines.node);
    expect(major(pkg.devDependencies["@types/node"])).toBe(major(pkg.engines.node));
    expect(Number(process.versions.node.split(".")[0])).toBe(major(pkg.engines.node));
  });

  it("installs with npm's own peer checks: no setting turns them off", () => {
    const npmrc = readFileSync(new URL("../.npmrc", import.meta.url), "utf8");
    expect(npmrc).not.toMatch(/legacy-peer-deps|force|strict-peer-deps\s*=\s*false/);
  });
});
