import { describe, expect, it } from "vitest";
import type { EditionOfList } from "./featured-in";
import { listTimeline } from "./timeline";

const edition = (listId: number, source: string, edition: string, listed: boolean, title = "Best"): EditionOfList => ({
  listId,
  source,
  title,
  edition,
  url: "https://lists.example/",
  published: null,
  readOn: "2026-11-01",
  current: false,
  listed,
  rank: null,
  distinction: null,
});

describe("listTimeline", () => {
  it("says when a place joined and left each list, newest first", () => {
    const events = listTimeline([
      edition(1, "Michelin Guide", "2023", false),
      edition(1, "Michelin Guide", "2025", true),
      edition(2, "The Infatuation", "2024", true),
      edition(2, "The Infatuation", "2026", false),
      edition(3, "Food & Wine", "2023", true),
    ]);
    expect(events.map((e) => e.text)).toEqual([
      "Left The Infatuation, 2026 edition",
      "Joined Michelin Guide, 2025 edition",
      "Joined The Infatuation, 2024 edition",
      "Joined Food & Wine, 2023 edition",
    ]);
  });

  it("a place on every edition joined once; back on a list after a gap, it joined again", () => {
    const events = listTimeline([
      edition(1, "Eater LA", "2022", true),
      edition(1, "Eater LA", "2023", true),
      edition(1, "Eater LA", "2024", false),
      edition(1, "Eater LA", "2025", true),
    ]);
    expect(events.map((e) => e.text)).toEqual([
      "Joined Eater LA, 2025 edition",
      "Left Eater LA, 2024 edition",
      "Joined Eater LA, 2022 edition",
    ]);
  });

  it("names the list when its source has more than one here", () => {
    const events = listTimeline([
      edition(1, "LA Times", "2025", true, "101 Best"),
      edition(2, "LA Times", "2025", true, "Cheap Eats"),
    ]);
    expect(events.map((e) => e.text).sort()).toEqual([
      "Joined LA Times (101 Best), 2025 edition",
      "Joined LA Times (Cheap Eats), 2025 edition",
    ]);
  });
});
