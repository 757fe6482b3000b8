import { describe, expect, it } from "vitest";
import { JsonArraySyntaxError } from "./json-array";
import { createRecordReader, readRecords } from "./record-reader";

const readJson = (text: string) => readRecords(text, "json");

describe("a JSON upload's rows", () => {
  it("are the array's items, numbered by their place in it, however the text is chunked", () => {
    const text =
      '\uFEFF[\n  {"name": "A, \\"quoted\\" ]", "sources": ["x", "y"]},\n  "not an object",\n  {"name": "B"}\n]\n';
    const whole = readJson(text);
    expect(whole).toEqual([
      { line: 1, values: { name: 'A, "quoted" ]', sources: "x, y" } },
      { line: 2, values: {} },
      { line: 3, values: { name: "B" } },
    ]);
    const reader = createRecordReader("json");
    const pushed = [...text].flatMap((c) => reader.push(c));
    expect([...pushed, ...reader.end()]).toEqual(whole);
  });

  it("take CSV-style keys, 'A, B' lists and numbers as text", () => {
    expect(readJson('[{"Restaurant Name": "A", "instagramHandle": "@a", "sources": ["x", "y"], "lat": 34}]')).toEqual([
      { line: 1, values: { "restaurant name": "A", instagramhandle: "@a", sources: "x, y", lat: "34" } },
    ]);
    expect(readJson(" [ ] ")).toEqual([]);
  });

  it("refuse a file that is not a JSON array with a message saying so", () => {
    expect(() => readJson('{"name": "A"}')).toThrow("The JSON file must be an array of restaurants.");
    for (const bad of ['[{"name": "A"},]', '[{"name": "A"}', '[{"name": A}]', "[] []", ""]) {
      expect(() => readJson(bad), bad).toThrow(JsonArraySyntaxError);
      expect(() => readJson(bad), bad).toThrow(/^The JSON file cannot be read \(.+\)\.$/s);
    }
  });
});
