import { describe, expect, it } from "vitest";
import instagramComma from "../../../tests/fixtures/csv/instagram-comma.csv?raw";
import instagramTab from "../../../tests/fixtures/csv/instagram-tab.csv?raw";
import { readInstagramRecord } from "./instagram-rows";
import { readRecords } from "./record-reader";

const QUERY = "?utm_source=ig_embed&utm_campaign=loading";

function outcomes(text: string) {
  return readRecords(text).map((record) => ({ line: record.line, outcome: readInstagramRecord(record.values) }));
}

describe("reading the Instagram CSV", () => {
  it("accepts the header aliases of a tab-separated file, stripping the handle's @", () => {
    const [camelia, budonoki] = outcomes(instagramTab);
    expect(camelia.outcome).toEqual({
      ok: true,
      key: "camelia",
      row: {
        name: "Camélia",
        instagramHandle: "cameliala",
        instagramEmbedLink: `https://www.instagram.com/p/C1aBcDeFgHi/${QUERY}`,
      },
    });
    expect(budonoki.outcome).toMatchObject({
      ok: true,
      row: { instagramHandle: "budonoki", instagramEmbedLink: null },
    });
  });

  it("reads 'Restaurant', 'Instagram' and 'Post URL' columns, embed codes included", () => {
    const [first] = outcomes(instagramComma);
    expect(first.outcome).toMatchObject({
      ok: true,
      row: { instagramHandle: "cameliala", instagramEmbedLink: `https://www.instagram.com/reel/C9xYzAbCdEf/${QUERY}` },
    });
  });

  it("treats 'None' and 'null' as empty, so a row with neither handle nor link is skipped", () => {
    const rows = outcomes(instagramComma);
    expect(rows.find((r) => r.line === 4)?.outcome).toMatchObject({ ok: true, row: { instagramHandle: null } });
    expect(rows.find((r) => r.line === 6)?.outcome).toBeNull();
  });

  it("rejects rows without a name and hostile links, keeping quoted names with doubled quotes", () => {
    const rows = outcomes(instagramComma);
    expect(rows.find((r) => r.line === 5)?.outcome).toEqual({ ok: false, reason: "Missing restaurant name" });
    expect(rows.find((r) => r.line === 7)?.outcome).toEqual({
      ok: false,
      reason: "Instagram link is not an instagram.com post or reel",
    });
    expect(rows.find((r) => r.line === 8)?.outcome).toMatchObject({
      ok: true,
      row: { name: 'Quote "The Best" Tacos' },
    });
  });

  it("gives duplicate names (case and accents aside) the same key, so only the first is kept", () => {
    const rows = outcomes(instagramComma);
    const keys = rows.slice(0, 2).map((r) => (r.outcome?.ok ? r.outcome.key : null));
    expect(keys).toEqual(["camelia", "camelia"]);
  });

  it("rejects a handle that is not an Instagram username, and reads profile links as handles", () => {
    expect(readInstagramRecord({ name: "X", handle: "not a handle!" })).toEqual({
      ok: false,
      reason: "Instagram handle 'not a handle!' is not valid",
    });
    expect(readInstagramRecord({ name: "X", handle: "https://www.instagram.com/x.eats/" })).toMatchObject({
      ok: true,
      row: { instagramHandle: "x.eats" },
    });
  });
});
