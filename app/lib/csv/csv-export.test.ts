import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { toCsv } from "./csv-export";

const cell = (value: string | number) => toCsv(["x"], [[value]]).split("\r\n")[1];

describe("CSV the site exports", () => {
  it("defuses cells a spreadsheet would run as formulas", () => {
    for (const hostile of ['=HYPERLINK("http://evil")', "+1+1", "-2+3", "@SUM(A1)", "\tx", "＝1+1"]) {
      expect(cell(hostile).replace(/^"/, "").startsWith("'"), hostile).toBe(true);
    }
    expect(cell(-2)).toBe("-2");
    expect(cell(Number.NaN)).toBe("");
    expect(cell("Bestia")).toBe("Bestia");
  });

  it("quotes commas, quotes and line breaks, and reads back as the same values", () => {
    const rows = [
      [3, 'Say "hi", then\nleave'],
      [4, "=cmd|' /C calc'!A0"],
    ];
    const text = toCsv(["line", "reason"], rows);
    expect(Papa.parse(text, { delimiter: ",", skipEmptyLines: true }).data).toEqual([
      ["line", "reason"],
      ["3", 'Say "hi", then\nleave'],
      ["4", "'=cmd|' /C calc'!A0"],
    ]);
  });
});
