import { describe, expect, it } from "vitest";
import { parseGrantArgs, remoteGrantSql, sqlString, USAGE } from "./admin-grant";

describe("admin:grant arguments and SQL", () => {
  it("takes one email, normalized, and an optional --remote flag in any position", () => {
    expect(parseGrantArgs(["Chef@Example.com"])).toEqual({ email: "chef@example.com", remote: false });
    expect(parseGrantArgs(["--remote", "chef@example.com"])).toEqual({ email: "chef@example.com", remote: true });
  });

  it("refuses no email, two emails, unknown flags and non-emails", () => {
    expect(parseGrantArgs([])).toEqual({ error: USAGE });
    expect(parseGrantArgs(["a@b.co", "c@d.co"])).toEqual({ error: USAGE });
    expect(parseGrantArgs(["--local"])).toEqual({ error: USAGE });
    expect(parseGrantArgs(["nobody"])).toEqual({ error: "not an email address: nobody" });
  });

  it("quotes SQL strings so an apostrophe cannot end the literal", () => {
    expect(sqlString("o'brien@example.com")).toBe("'o''brien@example.com'");
    expect(() => sqlString("a@b.co\n; DROP TABLE users")).toThrow();
  });

  it("builds an idempotent grant followed by a read-back for the same email", () => {
    const sql = remoteGrantSql("x'; DROP TABLE users; --@example.com", "2025-01-01T00:00:00.000Z");
    expect(sql).toContain("INSERT OR IGNORE INTO user_roles");
    expect(sql).toContain("WHERE email = 'x''; DROP TABLE users; --@example.com'");
    expect(sql.split(";\n")).toHaveLength(2);
  });
});
