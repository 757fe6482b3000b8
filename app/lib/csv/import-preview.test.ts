import { describe, expect, it } from "vitest";
import { parseImportPreview } from "./import-preview";

const edition = {
  matched: [{ line: 2, name: "Bestia", slug: "bestia", place: "Bestia", by: "address" }],
  matchedTotal: 1,
  added: [{ line: 3, name: "Guisados", neighborhood: null }],
  addedTotal: 1,
  moves: [{ slug: "bestia", name: "Bestia", from: null, to: 4 }],
  movesTotal: 1,
};

describe("a stored import preview", () => {
  it("reads back as written, an edition's tables included", () => {
    const preview = { summary: "Would add 1.", done: "Added 1.", edition };
    expect(parseImportPreview(JSON.stringify(preview))).toEqual(preview);
  });

  it("is null when missing, not JSON, or not a preview (a match on something other than address or name)", () => {
    expect(parseImportPreview(null)).toBeNull();
    expect(parseImportPreview("{not json")).toBeNull();
    expect(parseImportPreview(JSON.stringify({ summary: "x" }))).toBeNull();
    const odd = { ...edition, matched: [{ ...edition.matched[0], by: "phone" }] };
    expect(parseImportPreview(JSON.stringify({ summary: "x", done: "y", edition: odd }))).toBeNull();
  });
});
