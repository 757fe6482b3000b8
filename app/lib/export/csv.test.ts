import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { placesCsv } from "./csv";
import { toExportPlaces } from "./place";
import { exportTestRestaurants } from "../../../tests/fixtures/export-restaurants";

describe("the CSV export", () => {
  const csv = placesCsv(toExportPlaces(exportTestRestaurants, "https://laeats.example"));
  const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;

  it("reads back with papaparse as the same restaurants and coordinates", () => {
    expect(rows.map((r) => [r.Rank, r.Latitude, r.Longitude])).toEqual([
      ["1", "34.0336", "-118.2293"],
      ["2", "34.05", "-118.25"],
      ["3", "", ""],
    ]);
    expect(rows[0]).toMatchObject({ Name: "Bestia", "On lists": "Eater LA, LA Times, Michelin Guide", Lists: "3" });
  });

  it("defuses a name and a description a spreadsheet would run as formulas", () => {
    expect(rows[1].Name).toBe(`'${exportTestRestaurants[1].name}`);
    expect(rows[1].Description.startsWith("'+1 line\n")).toBe(true);
    // Numbers stay numbers (a longitude is negative); no text cell may start a formula.
    const text = Object.values(rows[1]).filter((cell) => !/^-?\d+(\.\d+)?$/.test(cell));
    expect(text.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });
});
