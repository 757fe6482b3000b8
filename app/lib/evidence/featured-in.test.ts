import { describe, expect, it } from "vitest";
import { featuredIn, type EditionOfList } from "./featured-in";

const AS_OF = "2026-11-23";
const ALL_READ = ["Bon Appétit", "Eater LA", "LA Times", "Michelin Guide", "NYT", "Food & Wine", "The Infatuation"];

let nextList = 0;
/** Editions of one list, oldest first, each on (true) or off (false) for the place; the last is current. */
function list(source: string, runs: [edition: string, listed: boolean][], extra: Partial<EditionOfList> = {}) {
  const listId = ++nextList;
  return runs.map(([edition, listed], i) => ({
    listId,
    source,
    title: `${source} best`,
    edition,
    url: `https://lists.example/${listId}/${edition}`,
    published: `${edition}-06`,
    readOn: "2026-11-23",
    current: i === runs.length - 1,
    listed,
    rank: null,
    distinction: null,
    ...extra,
  }));
}

describe("a profile's featured-in", () => {
  it("gives one row per current entry in source order, with its rank or distinction", () => {
    const { entries } = featuredIn(
      [
        ...list("The Infatuation", [["2026", true]], { rank: 3, published: null }),
        ...list("Michelin Guide", [["2023", true]], { distinction: "1 Star" }),
        ...list("Eater LA", [["2026", true]], { published: null }),
      ],
      ALL_READ,
      AS_OF,
    );
    expect(entries.map((e) => [e.source, e.rank, e.distinction])).toEqual([
      ["Eater LA", null, null],
      ["Michelin Guide", null, "1 Star"],
      ["The Infatuation", 3, null],
    ]);
  });

  it("names sources whose current list leaves the place out apart from those with no list on file", () => {
    const { notOn, unread } = featuredIn(list("Eater LA", [["2026", true]]), ALL_READ, AS_OF);
    expect(notOn).toEqual(["Bon Appétit", "LA Times", "Michelin Guide", "NYT", "Food & Wine", "The Infatuation"]);
    expect(unread).toEqual(["Condé Nast Traveler", "Time Out", "Yelp"]);
  });

  it("dates an entry from the start of its unbroken run of editions", () => {
    const [entry] = featuredIn(
      list("Eater LA", [
        ["2021", true],
        ["2022", false],
        ["2023", true],
        ["2024", true],
        ["2025", true],
      ]),
      ALL_READ,
      AS_OF,
    ).entries;
    expect(entry.edition).toBe("2025");
    expect(entry.since).toBe("2023");
  });

  it("gives no 'since' to a place new on the current edition", () => {
    const { entries, past } = featuredIn(
      list("Eater LA", [
        ["2024", false],
        ["2025", true],
      ]),
      ALL_READ,
      AS_OF,
    );
    expect(entries[0].since).toBeNull();
    expect(past).toEqual([]);
  });

  it("keeps lists the place left, and earlier stints on a list it is on, as history", () => {
    const { entries, past, notOn } = featuredIn(
      [
        ...list("Food & Wine", [
          ["2023", true],
          ["2024", false],
        ]),
        ...list("Eater LA", [
          ["2021", true],
          ["2022", false],
          ["2025", true],
        ]),
      ],
      ALL_READ,
      AS_OF,
    );
    expect(entries.map((e) => e.source)).toEqual(["Eater LA"]);
    expect(notOn).toContain("Food & Wine");
    expect(past.map((p) => [p.source, p.editions, p.url])).toEqual([
      ["Eater LA", ["2021"], expect.stringMatching(/\/2021$/)],
      ["Food & Wine", ["2023"], expect.stringMatching(/\/2023$/)],
    ]);
  });

  it("orders editions as the current one is chosen, by published month and not by label", () => {
    const editions = list("LA Times", [
      ["B", true],
      ["A", true],
    ]);
    editions[0].published = "2024-01";
    editions[1].published = "2025-01";
    const { entries, past } = featuredIn([...editions].reverse(), ALL_READ, AS_OF);
    expect(entries[0]).toMatchObject({ edition: "A", since: "B" });
    expect(past).toEqual([]);
  });

  it("flags a stale current edition and says which date it went by", () => {
    const { entries } = featuredIn(
      [...list("Michelin Guide", [["2023", true]]), ...list("Eater LA", [["2026", true]], { published: null })],
      ALL_READ,
      AS_OF,
    );
    expect(entries.map((e) => e.stale)).toEqual([null, "published"]);
  });

  it("drops a link that is not http(s), keeping the row", () => {
    const { entries } = featuredIn(list("Eater LA", [["2026", true]], { url: "javascript:alert(1)" }), ALL_READ, AS_OF);
    expect(entries[0].url).toBeNull();
  });

  it("marks a past list whose source has another list on the profile", () => {
    const { past } = featuredIn(
      [
        ...list("LA Times", [
          ["2024", true],
          ["2025", false],
        ]),
        ...list("LA Times", [["2025", true]]),
      ],
      ALL_READ,
      AS_OF,
    );
    expect(past).toHaveLength(1);
    expect(past[0].sourceHasOtherLists).toBe(true);
  });

  it("has no rows for a place on no list, and every source is either not on or unread", () => {
    const { entries, notOn, unread, past } = featuredIn([], ALL_READ, AS_OF);
    expect(entries).toEqual([]);
    expect(past).toEqual([]);
    expect(notOn.length + unread.length).toBe(10);
  });
});
