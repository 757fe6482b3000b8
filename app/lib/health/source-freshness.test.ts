import { describe, expect, it } from "vitest";
import { sourceFreshness } from "./source-freshness";

const edition = (source: string, published: string | null, readOn: string) => ({
  source,
  title: `${source} list`,
  edition: published ?? "undated",
  published,
  readOn,
});

describe("sources by freshness", () => {
  it("names a source with no current edition, an edition over 18 months old and one read over a year ago", () => {
    const fresh = edition("Eater LA", "2026-09", "2026-10-01");
    const old = edition("LA Times", "2024-12", "2026-10-01");
    const unread = edition("NYT", "2026-01", "2025-10-30");
    const findings = sourceFreshness(["Eater LA", "LA Times", "NYT", "Yelp"], [fresh, old, unread], "2026-11-27");
    expect(findings).toEqual([
      { gap: "no-current", source: "Yelp", edition: null },
      { gap: "stale", source: "LA Times", edition: old },
      { gap: "read-long-ago", source: "NYT", edition: unread },
    ]);
  });

  it("measures an undated list's age from when it was read", () => {
    const undated = edition("Yelp", null, "2025-09-01");
    expect(sourceFreshness(["Yelp"], [undated], "2026-11-27").map((f) => f.gap)).toEqual(["read-long-ago"]);
    expect(sourceFreshness(["Yelp"], [undated], "2027-04-27").map((f) => f.gap)).toEqual(["stale", "read-long-ago"]);
  });
});
