import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isPageParam } from "./page-params";

const READ = /\b(?:searchParams|params|search|query)\.(?:get|getAll|has)\("([^"]+)"\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("page parameters", () => {
  it("lists every query parameter the app reads, so the edge cache never drops one a page needs", () => {
    const read = sourceFiles("app").flatMap((file) => [...readFileSync(file, "utf8").matchAll(READ)].map((m) => m[1]));
    expect(read.length).toBeGreaterThan(20);
    expect(read.filter((name) => !isPageParam(name))).toEqual([]);
  });

  it("does not list parameters no page reads", () => {
    expect(isPageParam("x")).toBe(false);
    expect(isPageParam("utm_source")).toBe(false);
    expect(isPageParam("__edge")).toBe(false);
  });
});
