import { describe, expect, it } from "vitest";
import type { FeaturedEntry } from "./featured-in";
import {
  distinctionDate,
  entryClaim,
  entryDates,
  entryHeading,
  listLabel,
  listMentions,
  openedNote,
  openedSourceLabel,
  pastNote,
} from "./featured-in-text";

const entry: FeaturedEntry = {
  source: "LA Times",
  title: "The 101 Best Restaurants in Los Angeles (2025)",
  edition: "2025",
  url: "https://www.latimes.com/101",
  published: "2025-12",
  readOn: "2026-11-23",
  rank: 8,
  distinction: null,
  since: null,
  stale: null,
};

describe("featured-in wording", () => {
  it("adds the edition to a list's title unless the title already names it", () => {
    expect(listLabel("The 38 Best Restaurants in Los Angeles", "2026")).toBe(
      "The 38 Best Restaurants in Los Angeles, 2026",
    );
    expect(listLabel(entry.title, "2025")).toBe(entry.title);
  });

  it("says a rank as '#8 on' the list, and an unranked entry as the list alone", () => {
    expect(entryClaim(entry)).toBe("#8 on The 101 Best Restaurants in Los Angeles (2025)");
    expect(entryClaim({ ...entry, rank: null })).toBe("The 101 Best Restaurants in Los Angeles (2025)");
  });

  it("dates a distinction by its own guide year where it is older than the edition, else by the edition", () => {
    expect(distinctionDate({ edition: "2025", distinctionYear: "2023" })).toBe("2023");
    expect(distinctionDate({ edition: "2025", distinctionYear: null })).toBe("2025");
    expect(distinctionDate({ edition: "2025" })).toBe("2025");
  });

  it("heads a Michelin row with its distinction", () => {
    expect(entryHeading({ source: "Michelin Guide", distinction: "1 Star" })).toBe("Michelin Guide · 1 Star");
    // Carried over from an earlier guide: the heading says which.
    expect(entryHeading({ source: "Michelin Guide", distinction: "Bib Gourmand", distinctionYear: "2023" })).toBe(
      "Michelin Guide · Bib Gourmand (2023 guide)",
    );
    expect(entryHeading(entry)).toBe("LA Times");
  });

  it("gives the published and read months, a bare year as itself, and leaves out a missing date", () => {
    expect(entryDates(entry)).toEqual(["published December 2025", "read November 2026"]);
    expect(entryDates({ published: "2024", readOn: "2026-11-01" })).toEqual(["published 2024", "read November 2026"]);
    expect(entryDates({ published: null, readOn: "2026-11-01" })).toEqual(["read November 2026"]);
  });

  it("names a past list by its source and editions, and by its title only beside another list of the source", () => {
    const past = { source: "Food & Wine", title: "Global Tastemakers 2024", url: null, editions: ["2022", "2023"] };
    expect(pastNote({ ...past, sourceHasOtherLists: false })).toBe("Was on Food & Wine (2022, 2023)");
    expect(pastNote({ ...past, sourceHasOtherLists: true })).toBe(
      "Was on Food & Wine · Global Tastemakers 2024 (2022, 2023)",
    );
  });

  it("makes each entry a list mention, and a distinction an award with its edition", () => {
    expect(
      listMentions([
        entry,
        {
          ...entry,
          source: "Michelin Guide",
          title: "Michelin California",
          edition: "2023",
          distinction: "1 Star",
          rank: null,
        },
        {
          ...entry,
          source: "Michelin Guide",
          title: "Michelin California",
          edition: "2025",
          distinction: "Bib Gourmand",
          distinctionYear: "2023",
          rank: null,
        },
      ]),
    ).toEqual([
      { name: entry.title, url: entry.url, award: null },
      { name: "Michelin California, 2023", url: entry.url, award: "Michelin Guide 1 Star (2023)" },
      { name: "Michelin California, 2025", url: entry.url, award: "Michelin Guide Bib Gourmand (2023)" },
    ]);
  });

  it("says when the place opened, by month or by the year alone where only that is stated, and who states it", () => {
    expect(openedNote({ openedMonth: "2024-07" })).toBe("Opened July 2024");
    expect(openedNote({ openedMonth: "2024" })).toBe("Opened 2024");
    expect(openedNote({ openedMonth: null })).toBeNull();
    expect(openedSourceLabel("https://www.latimes.com/food/list/101")).toBe("latimes.com");
    expect(openedSourceLabel("https://lataco.com/the-evil-cooks")).toBe("lataco.com");
  });
});
