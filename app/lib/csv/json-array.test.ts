import { describe, expect, it } from "vitest";
import { createJsonArrayParser, JsonArraySyntaxError } from "./json-array";
import { readRecords } from "./record-reader";

function parse(text: string, size = text.length) {
  const parser = createJsonArrayParser();
  const items = [];
  for (let i = 0; i < text.length; i += size) items.push(...parser.push(text.slice(i, i + size)));
  return [...items, ...parser.end()];
}

describe("the incremental JSON array reader", () => {
  const text =
    '[\n  {"name": "A, \\"quoted\\" ]", "sources": ["x", "y"]},\n  {"name": "B", "nested": {"a": [1, 2]}}\n]\n';

  it("returns each item with the line it starts on, however the text is chunked", () => {
    const whole = parse(text);
    expect(whole).toEqual([
      { line: 2, value: { name: 'A, "quoted" ]', sources: ["x", "y"] } },
      { line: 3, value: { name: "B", nested: { a: [1, 2] } } },
    ]);
    for (const size of [1, 2, 5, 13]) expect(parse(text, size)).toEqual(whole);
  });

  it("accepts an empty array and refuses what is not an array", () => {
    expect(parse(" [ ] ")).toEqual([]);
    expect(() => parse('{"name": "A"}')).toThrow(JsonArraySyntaxError);
    expect(() => parse('[{"name": "A"},]')).toThrow(JsonArraySyntaxError);
    expect(() => parse('[{"name": "A"}')).toThrow("ends before");
    expect(() => parse('[{"name": A}]')).toThrow("line 1");
    expect(() => parse("[] []")).toThrow(JsonArraySyntaxError);
  });

  it("turns items into rows with CSV-style keys and 'A, B' lists", () => {
    expect(
      readRecords('[{"Restaurant Name": "A", "instagramHandle": "@a", "sources": ["x", "y"], "lat": 34}]', "json"),
    ).toEqual([{ line: 1, values: { "restaurant name": "A", instagramhandle: "@a", sources: "x, y", lat: "34" } }]);
  });
});
