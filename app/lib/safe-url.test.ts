import { describe, expect, it } from "vitest";
import { safeHttpUrl } from "./safe-url";

describe("safeHttpUrl", () => {
  it("keeps http and https URLs", () => {
    expect(safeHttpUrl("https://bestiala.com/menu")).toBe("https://bestiala.com/menu");
    expect(safeHttpUrl("http://example.com")).toBe("http://example.com/");
  });

  it("adds https to a bare domain", () => {
    expect(safeHttpUrl("republiquela.com")).toBe("https://republiquela.com/");
  });

  it("rejects javascript:, data: and other schemes so they never reach an href", () => {
    expect(safeHttpUrl("javascript:alert(1)")).toBeNull();
    expect(safeHttpUrl("JaVaScRiPt:alert(1)")).toBeNull();
    expect(safeHttpUrl("data:text/html,hi")).toBeNull();
    expect(safeHttpUrl("ftp://example.com")).toBeNull();
  });

  it("ignores None, null, empty and hostless values", () => {
    for (const value of ["None", "null", "", "   ", "localhost", undefined, 42]) expect(safeHttpUrl(value)).toBeNull();
  });

  it("refuses a URL carrying a user name or password", () => {
    for (const value of [
      "https://user:pass@example.com/",
      "https://user@example.com",
      "http://:secret@example.com",
      "evil.com@example.com",
    ])
      expect(safeHttpUrl(value), value).toBeNull();
  });
});
