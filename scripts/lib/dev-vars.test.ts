import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { ensureDevVars } from "./dev-vars";

describe("the shipped environment and local development", () => {
  it("the shipped wrangler.toml runs as production: /dev/* and the outbox stay off after a deploy", () => {
    const vars = readFileSync("wrangler.toml", "utf8")
      .split(/^\[vars\]$/m)[1]
      .split(/^\[/m)[0];
    expect(vars).toMatch(/^ENVIRONMENT = "production"$/m);
  });

  it("a first local start writes a secret and opts into development; an existing .dev.vars keeps its lines", () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const path = join(mkdtempSync(join(tmpdir(), "dev-vars-")), ".dev.vars");
    ensureDevVars(path);
    const first = readFileSync(path, "utf8");
    expect(first).toMatch(/^SESSION_SECRET=[0-9a-f]{64}$/m);
    expect(first).toMatch(/^ENVIRONMENT=development$/m);
    ensureDevVars(path);
    expect(readFileSync(path, "utf8")).toBe(first);

    writeFileSync(path, "SESSION_SECRET=kept\nENVIRONMENT=staging");
    ensureDevVars(path);
    expect(readFileSync(path, "utf8")).toBe("SESSION_SECRET=kept\nENVIRONMENT=staging");
  });
});
