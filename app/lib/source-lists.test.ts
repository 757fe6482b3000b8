import { describe, expect, it } from "vitest";
import { listMonth, listsBySource, scopeLabel, shortListName, type CurrentList } from "./source-lists";
import { SOURCE_NAMES } from "./sources";

const list = (source: string, title: string, edition = "2025"): CurrentList => ({
  source,
  title,
  scope: "Los Angeles",
  edition,
  url: "https://lists.example/",
  published: null,
  readOn: "2026-11-23",
  declaredSize: 10,
  carried: 3,
});

describe("lists by source", () => {
  it("keeps all ten sources in display order, a source without a current list with none", () => {
    const rows = listsBySource([{ name: "LA Times", displayName: "Los Angeles Times" }], [list("LA Times", "101")]);
    expect(rows.map((r) => r.name)).toEqual([...SOURCE_NAMES]);
    expect(rows.find((r) => r.name === "LA Times")).toMatchObject({ displayName: "Los Angeles Times" });
    expect(rows.find((r) => r.name === "LA Times")?.lists.map((l) => l.title)).toEqual(["101"]);
    expect(rows.find((r) => r.name === "Yelp")).toEqual({ name: "Yelp", displayName: "Yelp", lists: [] });
  });

  it("orders a source's several current lists by title and ignores names that are not trusted sources", () => {
    const rows = listsBySource([], [list("Eater LA", "Heatmap"), list("Eater LA", "Essential 38"), list("Zagat", "Z")]);
    expect(rows.find((r) => r.name === "Eater LA")?.lists.map((l) => l.title)).toEqual(["Essential 38", "Heatmap"]);
    expect(rows.flatMap((r) => r.lists)).toHaveLength(2);
  });
});

describe("list dates and scopes", () => {
  it("shows a month or a day to the month, a bare year as the year, and nothing for an undated list", () => {
    expect(listMonth("2023-07")).toBe("July 2023");
    expect(listMonth("2026-11-01")).toBe("November 2026");
    expect(listMonth("2024")).toBe("2024");
    expect(listMonth(null)).toBeNull();
  });

  it("capitalises a scope", () => {
    expect(scopeLabel("national")).toBe("National");
    expect(scopeLabel("Los Angeles")).toBe("Los Angeles");
  });
});

describe("a list's short name in the source key", () => {
  it("drops the subtitle and adds the edition when the name does not carry it", () => {
    expect(shortListName(list("LA Times", "The 101 Best Restaurants in Los Angeles (2025)"))).toBe(
      "The 101 Best Restaurants in Los Angeles, 2025",
    );
    expect(
      shortListName(list("Michelin Guide", "The MICHELIN Guide California 2023 — Los Angeles County", "2023")),
    ).toBe("The MICHELIN Guide California 2023");
    expect(shortListName(list("Food & Wine", "Global Tastemakers 2024: The 20 Best", "2024"))).toBe(
      "Global Tastemakers 2024",
    );
  });

  it("keeps a title whole when what precedes its subtitle is too short to name the list", () => {
    expect(shortListName(list("Time Out", "LA: the 50 best restaurants"))).toBe("LA: the 50 best restaurants, 2025");
  });
});
