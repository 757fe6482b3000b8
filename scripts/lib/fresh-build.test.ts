import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { staleBuildReason } from "./fresh-build";

function tree() {
  const root = mkdtempSync(join(tmpdir(), "fresh-build-"));
  mkdirSync(join(root, "app/routes"), { recursive: true });
  mkdirSync(join(root, "build/server"), { recursive: true });
  writeFileSync(join(root, "app/routes/page.tsx"), "export default 1;");
  return root;
}

const at = (path: string, seconds: number) => utimesSync(path, seconds, seconds);

describe("whether the tests would serve a stale build", () => {
  it("says so with no build, or a source file newer than it, and not otherwise", () => {
    const root = tree();
    expect(staleBuildReason(root)).toBe("there is no build yet");
    writeFileSync(join(root, "build/server/index.js"), "");
    at(join(root, "app/routes/page.tsx"), 1_000);
    at(join(root, "build/server/index.js"), 2_000);
    expect(staleBuildReason(root)).toBeNull();
    at(join(root, "app/routes/page.tsx"), 3_000);
    expect(staleBuildReason(root)).toBe("the source changed since the last build");
  });
});
