import { describe, expect, it } from "vitest";
import crlfMultiline from "../../../tests/fixtures/csv/crlf-multiline.csv?raw";
import instagramComma from "../../../tests/fixtures/csv/instagram-comma.csv?raw";
import instagramTab from "../../../tests/fixtures/csv/instagram-tab.csv?raw";
import neighborhoodsBom from "../../../tests/fixtures/csv/neighborhoods-bom.csv?raw";
import restaurants from "../../../tests/fixtures/csv/restaurants.csv?raw";
import unterminated from "../../../tests/fixtures/csv/unterminated-quote.csv?raw";
import { normalizeHeader } from "./headers";
import { createRecordReader, CsvSyntaxError, readRecords } from "./record-reader";

/** Every case of the public csv-spectrum suite (a devDependency) and the records it expects. */
const spectrumCsvs = import.meta.glob<string>("/node_modules/csv-spectrum/csvs/*.csv", {
  query: "?raw",
  import: "default",
  eager: true,
});
const spectrumJson = import.meta.glob<Record<string, string> | Record<string, string>[]>(
  "/node_modules/csv-spectrum/json/*.json",
  { import: "default", eager: true },
);
/** Where the suite's expected JSON disagrees with its own CSV, the CSV wins. */
const SPECTRUM_ERRATA: Record<string, Record<string, string>> = {
  location_coordinates: { "contact phone number": "2095257564" },
};

/** Feeds text in pieces of `size` characters, as a stream would. */
function readInPieces(text: string, size: number) {
  const reader = createRecordReader("csv");
  const records = [];
  for (let i = 0; i < text.length; i += size) records.push(...reader.push(text.slice(i, i + size)));
  return { records: [...records, ...reader.end()], headers: reader.headers };
}

describe("the streaming CSV record reader", () => {
  it("uses a tab separator when the first line has a tab", () => {
    const { records, headers } = readInPieces(instagramTab, 64);
    expect(headers).toEqual(["restaurant name", "instagram handle", "instagram embed link", "cuisine"]);
    expect(records[0]).toEqual({
      line: 2,
      values: {
        "restaurant name": "Camélia",
        "instagram handle": "@cameliala",
        "instagram embed link": "https://www.instagram.com/p/C1aBcDeFgHi/?igsh=abc123",
        cuisine: "French-Japanese",
      },
    });
  });

  it("uses a comma otherwise, keeping quoted commas and doubled quotes inside a field", () => {
    const records = readRecords(instagramComma);
    expect(records[0].values["post url"]).toContain(
      'data-instgrm-permalink="https://www.instagram.com/reel/C9xYzAbCdEf/',
    );
    expect(records[2].values.restaurant).toBe("Budonoki, the izakaya");
    expect(records.at(-1)?.values.restaurant).toBe('Quote "The Best" Tacos');
  });

  it("strips a byte-order mark from the first header", () => {
    expect(readInPieces(neighborhoodsBom, 1).headers?.[0]).toBe("neighborhood name");
  });

  it("handles CRLF, line breaks inside quotes and blank lines, reporting the line each record starts on", () => {
    expect(readRecords(crlfMultiline)).toEqual([
      { line: 2, values: { "restaurant name": "Multi\r\nLine Name", cuisine: "Thai" } },
      { line: 5, values: { "restaurant name": "Second", cuisine: "Comma, Inc" } },
    ]);
  });

  it("reads LF, CRLF and bare CR line endings alike, lines counted the same", () => {
    const lf = 'a,b\n1,"x\ny"\n\n3,4';
    const expected = [
      { line: 2, values: { a: "1", b: "x\ny" } },
      { line: 5, values: { a: "3", b: "4" } },
    ];
    expect(readRecords(lf)).toEqual(expected);
    expect(readRecords(lf.replaceAll("\n", "\r\n"))).toEqual(
      expected.map((r) => ({ ...r, values: { ...r.values, b: r.values.b.replace("\n", "\r\n") } })),
    );
    expect(readRecords(lf.replaceAll("\n", "\r"))).toEqual(
      expected.map((r) => ({ ...r, values: { ...r.values, b: r.values.b.replace("\n", "\r") } })),
    );
  });

  it("gives the same records however the text is split into chunks", () => {
    for (const text of [instagramComma, crlfMultiline, instagramTab, neighborhoodsBom, restaurants]) {
      const whole = readRecords(text);
      for (const size of [1, 2, 3, 7, 64]) expect(readInPieces(text, size).records).toEqual(whole);
    }
  });

  it("reads a last line without a trailing newline and a quoted empty field", () => {
    expect(readRecords('a,b\n"",x')).toEqual([{ line: 2, values: { a: "", b: "x" } }]);
  });

  it("refuses a quoted field that never closes, naming its line", () => {
    expect(() => readRecords(unterminated)).toThrow(CsvSyntaxError);
    expect(() => readInPieces(unterminated, 7)).toThrow("A quoted field starting on line 2 never closes.");
  });

  it("refuses text after a closing quote, naming the line the field starts on", () => {
    const text = 'a,b\n1,"two\nlines"\n3,"x"y\n5,6\n';
    expect(() => readRecords(text)).toThrow(CsvSyntaxError);
    expect(() => readInPieces(text, 7)).toThrow(/^A quoted field starting on line 4 has text after its closing quote/);
  });

  it("reads every csv-spectrum case as the suite expects, fed 7 characters at a time", () => {
    const names = Object.keys(spectrumCsvs).map((path) =>
      path
        .split("/")
        .pop()!
        .replace(/\.csv$/, ""),
    );
    expect(names.length).toBe(12);
    for (const name of names) {
      const expected = [spectrumJson[`/node_modules/csv-spectrum/json/${name}.json`]].flat().map((row, index) => {
        const values = Object.fromEntries(Object.entries(row).map(([key, value]) => [normalizeHeader(key), value]));
        return index === 0 ? { ...values, ...SPECTRUM_ERRATA[name] } : values;
      });
      const csv = spectrumCsvs[`/node_modules/csv-spectrum/csvs/${name}.csv`];
      expect(
        readInPieces(csv, 7).records.map((r) => r.values),
        name,
      ).toEqual(expected);
    }
  });
});

describe("line breaks of every kind in one file", () => {
  it("a file mixing CRLF, LF and CR rows reads every row apart, however it is chunked", () => {
    const text = 'Restaurant Name,Cuisine\r\nBestia,Italian\nGuisados,Mexican\rParks BBQ,"Korean\r\nBBQ"\r\n';
    for (const size of [1, 2, 5, text.length]) {
      const reader = createRecordReader("csv");
      const records = [];
      for (let i = 0; i < text.length; i += size) records.push(...reader.push(text.slice(i, i + size)));
      records.push(...reader.end());
      expect(records.map((r) => [r.line, r.values["restaurant name"], r.values.cuisine])).toEqual([
        [2, "Bestia", "Italian"],
        [3, "Guisados", "Mexican"],
        [4, "Parks BBQ", "Korean\r\nBBQ"],
      ]);
    }
  });
});
