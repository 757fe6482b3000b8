import { describe, expect, it } from "vitest";
import { cleanReportText, MAX_DETAILS_LENGTH, readReport, REPORT_MESSAGES, reportFields } from "./report-form";

const fields = (overrides: Partial<{ kind: string; details: string; email: string }> = {}) => ({
  kind: "closed",
  details: "",
  email: "",
  ...overrides,
});

describe("a closure or wrong-information report", () => {
  it("needs only what is wrong: empty details and email are stored as nothing", () => {
    expect(readReport(fields())).toEqual({
      report: { kind: "closed", details: null, email: null },
      errors: null,
    });
  });

  it("asks what is wrong when no choice, or an unknown one, is sent", () => {
    expect(readReport(fields({ kind: "" })).errors).toEqual({ kind: REPORT_MESSAGES.kind });
    expect(readReport(fields({ kind: "demolished" })).errors).toEqual({ kind: REPORT_MESSAGES.kind });
    expect(readReport(fields({ kind: "__proto__" })).errors).toEqual({ kind: REPORT_MESSAGES.kind });
  });

  it("refuses details over 1,000 characters, saying how many there are, and takes exactly 1,000", () => {
    expect(readReport(fields({ details: "a".repeat(MAX_DETAILS_LENGTH) })).report?.details).toHaveLength(1000);
    expect(readReport(fields({ details: "a".repeat(1001) })).errors).toEqual({
      details: "Please keep the details to 1,000 characters (this has 1,001).",
    });
  });

  it("refuses a malformed email but not a missing one, and reports every mistake at once", () => {
    expect(readReport(fields({ email: "not-an-email" })).errors).toEqual({ email: REPORT_MESSAGES.email });
    expect(readReport(fields({ email: "  diner@example.com " })).report?.email).toBe("diner@example.com");
    expect(readReport({ kind: "", details: "x".repeat(2000), email: "nope" }).errors).toEqual({
      kind: REPORT_MESSAGES.kind,
      details: REPORT_MESSAGES.details(2000),
      email: REPORT_MESSAGES.email,
    });
  });

  it("keeps markup and SQL-looking text exactly as typed: rendering, not storing, makes it inert", () => {
    const hostile = `<script>alert(1)</script> "><img src=x onerror=alert(1)> '; DROP TABLE reports; --`;
    expect(readReport(fields({ kind: "wrong-info", details: hostile })).report?.details).toBe(hostile);
  });

  it("drops control characters other than tab and newline, and turns CRLF into a newline", () => {
    expect(cleanReportText("a\u0000b\u001b[31mc\u007f\u0085d\r\ne\tf\rg")).toBe("ab[31mcd\ne\tf\ng");
    expect(readReport(fields({ details: " \u0000 \r\n " })).report?.details).toBeNull();
  });

  it("reads a form whose fields are missing or files as empty strings", () => {
    const form = new FormData();
    form.append("details", new Blob(["x"]));
    expect(reportFields(form)).toEqual({ kind: "", details: "", email: "" });
  });
});
