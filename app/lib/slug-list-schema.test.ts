import { describe, expect, it } from "vitest";
import { readSlugList } from "./slug-list-schema";

describe("a list of restaurants sent by the browser", () => {
  it("keeps valid slugs once each, in order", () => {
    expect(readSlugList(["bestia", "kato", "bestia"])).toEqual({ slugs: ["bestia", "kato"] });
  });

  it("refuses each bad shape with its own message", () => {
    expect(readSlugList(undefined)).toEqual({ error: "Send the restaurants as a list of slugs." });
    expect(readSlugList("bestia")).toEqual({ error: "Send the restaurants as a list of slugs." });
    expect(readSlugList([])).toEqual({ error: "Add at least one restaurant first." });
    expect(readSlugList(["bestia", "<script>"])).toEqual({
      error: "Each restaurant must be given by its slug: lowercase letters, digits and hyphens.",
    });
    expect(readSlugList(["bestia", 3])).toEqual({
      error: "Each restaurant must be given by its slug: lowercase letters, digits and hyphens.",
    });
  });

  it("refuses 10,000 slugs by their number, before looking at any of them", () => {
    const many = Array.from({ length: 10_000 }, (_, i) => `place-${i}`);
    expect(readSlugList(many)).toEqual({ error: "A list holds at most 500 restaurants; this one has 10,000." });
  });
});
