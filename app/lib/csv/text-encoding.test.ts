import { describe, expect, it } from "vitest";
import { MESSAGES } from "./import-messages";
import { textProblem } from "./text-encoding";

const utf8 = (text: string) => new TextEncoder().encode(text);
/** Latin-1 / Windows-1252: one byte per character below U+0100. */
const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe("an upload's text encoding", () => {
  it("accepts UTF-8, with or without a byte-order mark", () => {
    expect(textProblem(utf8("Restaurant Name\nCafé Zürich\nPhở 79\n"))).toBeNull();
    expect(textProblem(Uint8Array.of(0xef, 0xbb, 0xbf, ...utf8("Restaurant Name\nCafé\n")))).toBeNull();
  });

  it("refuses a Latin-1 / Windows-1252 file with a message that says how to save it as CSV UTF-8", () => {
    const problem = textProblem(latin1("Restaurant Name\nCafé Zürich\n"));
    expect(problem).toBe(MESSAGES.notUtf8);
    expect(problem).toContain("CSV UTF-8");
  });

  it("refuses a file mixing encodings, even when most of it is UTF-8", () => {
    const mixed = Uint8Array.of(...utf8("Restaurant Name\nPhở 79\n"), ...latin1("Café\n"));
    expect(textProblem(mixed)).toBe(MESSAGES.notUtf8);
  });

  it("refuses a spreadsheet (zip) and a file with NUL bytes (UTF-16) as not text", () => {
    expect(textProblem(Uint8Array.of(0x50, 0x4b, 0x03, 0x04))).toBe(MESSAGES.notText);
    expect(textProblem(Uint8Array.of(0xff, 0xfe, 0x52, 0x00))).toBe(MESSAGES.notText);
  });
});
