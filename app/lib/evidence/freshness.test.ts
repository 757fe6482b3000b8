import { describe, expect, it } from "vitest";
import { editionStaleness } from "./freshness";

const AS_OF = "2026-11-23";

describe("an edition's freshness against the data's as-of date", () => {
  it("flags an edition published 19 or more months before, by its publication", () => {
    expect(editionStaleness({ published: "2023-07", readOn: "2026-11-23" }, AS_OF)).toBe("published");
    expect(editionStaleness({ published: "2025-04", readOn: "2026-11-23" }, AS_OF)).toBe("published");
  });

  it("does not flag an edition that may be 18 months old or less", () => {
    expect(editionStaleness({ published: "2025-05", readOn: "2026-11-23" }, AS_OF)).toBeNull();
    expect(editionStaleness({ published: "2025-12", readOn: "2026-11-23" }, AS_OF)).toBeNull();
  });

  it("takes a list dated only by its year at that year's December", () => {
    expect(editionStaleness({ published: "2025", readOn: "2026-11-23" }, "2027-06-30")).toBeNull();
    expect(editionStaleness({ published: "2025", readOn: "2026-11-23" }, "2027-07-01")).toBe("published");
  });

  it("measures a list that states no date from when we read it", () => {
    expect(editionStaleness({ published: null, readOn: "2026-11-23" }, AS_OF)).toBeNull();
    expect(editionStaleness({ published: null, readOn: "2024-03-02" }, AS_OF)).toBe("read");
  });

  it("reads an import's timestamp as-of in Los Angeles time, as the label shows it", () => {
    // 2026-12-01 05:00 UTC is still November in Los Angeles: 18 months after May 2025, 19 after April.
    expect(editionStaleness({ published: "2025-05", readOn: "2025-05-01" }, "2026-12-01T05:00:00.000Z")).toBeNull();
    expect(editionStaleness({ published: "2025-04", readOn: "2025-05-01" }, "2026-12-01T05:00:00.000Z")).toBe(
      "published",
    );
  });

  it("says nothing without an as-of date or with a date it cannot read", () => {
    expect(editionStaleness({ published: "2020-01", readOn: "2020-01-15" }, null)).toBeNull();
    expect(editionStaleness({ published: "soon", readOn: "later" }, AS_OF)).toBeNull();
  });
});
