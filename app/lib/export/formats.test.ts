import { describe, expect, it } from "vitest";
import { exportFileName, isExportFormat } from "./formats";

describe("export formats", () => {
  it("knows its three formats and nothing inherited", () => {
    expect(["kml", "geojson", "csv"].every(isExportFormat)).toBe(true);
    expect(["xlsx", "constructor", "__proto__", "KML"].some(isExportFormat)).toBe(false);
  });

  it("names a file from safe characters only", () => {
    expect(exportFileName("Saved", "kml")).toBe("la-eats-ranked-saved.kml");
    expect(exportFileName('x"; filename=evil.exe\r\n', "csv")).toBe("la-eats-ranked-x-filename-evil-exe.csv");
    expect(exportFileName("", "geojson")).toBe("la-eats-ranked-list.geojson");
  });
});
