import { describe, expect, it } from "vitest";
import crlfMultiline from "../../../tests/fixtures/csv/crlf-multiline.csv?raw";
import instagramComma from "../../../tests/fixtures/csv/instagram-comma.csv?raw";
import instagramTab from "../../../tests/fixtures/csv/instagram-tab.csv?raw";
import neighborhoodsBom from "../../../tests/fixtures/csv/neighborhoods-bom.csv?raw";
import unterminated from "../../../tests/fixtures/csv/unterminated-quote.csv?raw";
import { createCsvParser, CsvSyntaxError, parseCsvText } from "./csv-parser";

/** Feeds text in pieces of `size` characters, as a stream would. */
function parseInPieces(text: string, size: number) {
  const parser = createCsvParser();
  const records = [];
  for (let i = 0; i < text.length; i += size) records.push(...parser.push(text.slice(i, i + size)));
  return [...records, ...parser.end()];
}

describe("the incremental CSV parser", () => {
  it("uses a tab separator when the first line has a tab", () => {
    const [header, first] = parseCsvText(instagramTab);
    expect(header.fields).toEqual(["Restaurant Name", "Instagram Handle", "Instagram Embed Link", "Cuisine"]);
    expect(first.fields).toEqual([
      "Camélia",
      "@cameliala",
      "https://www.instagram.com/p/C1aBcDeFgHi/?igsh=abc123",
      "French-Japanese",
    ]);
  });

  it("uses a comma otherwise, keeping quoted commas and doubled quotes inside a field", () => {
    const records = parseCsvText(instagramComma);
    expect(records[0].fields).toEqual(["Restaurant", "Instagram", "Post URL", "Neighborhood", "Website"]);
    expect(records[1].fields[2]).toContain('data-instgrm-permalink="https://www.instagram.com/reel/C9xYzAbCdEf/');
    expect(records[3].fields[0]).toBe("Budonoki, the izakaya");
    expect(records.at(-1)?.fields[0]).toBe('Quote "The Best" Tacos');
  });

  it("strips a byte-order mark from the first header", () => {
    expect(parseCsvText(neighborhoodsBom)[0].fields[0]).toBe("Neighborhood Name");
  });

  it("handles CRLF, line breaks inside quotes and blank lines, reporting the line each record starts on", () => {
    const records = parseCsvText(crlfMultiline);
    expect(records.map((r) => [r.line, r.fields])).toEqual([
      [1, ["Restaurant Name", "Cuisine"]],
      [2, ["Multi\r\nLine Name", "Thai"]],
      [5, ["Second", "Comma, Inc"]],
    ]);
  });

  it("gives the same records however the text is split into chunks", () => {
    for (const text of [instagramComma, crlfMultiline, instagramTab, neighborhoodsBom]) {
      const whole = parseCsvText(text);
      for (const size of [1, 2, 3, 7, 64]) expect(parseInPieces(text, size)).toEqual(whole);
    }
  });

  it("reads a last line without a trailing newline and a quoted empty field", () => {
    expect(parseCsvText('a,b\n"",x').map((r) => r.fields)).toEqual([
      ["a", "b"],
      ["", "x"],
    ]);
  });

  it("refuses a quoted field that never closes, naming its line", () => {
    expect(() => parseCsvText(unterminated)).toThrow(CsvSyntaxError);
    expect(() => parseCsvText(unterminated)).toThrow("line 2");
  });
});
