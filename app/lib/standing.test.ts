import { describe, expect, it } from "vitest";
import { standingsFrom, standingsWithin } from "./standing";

const row = (name: string, sourceCount: number) => ({ name, sourceCount });

describe("shared ranks", () => {
  it("give places on as many lists one rank, one more than the places on more", () => {
    const groups = [
      { sourceCount: 4, places: 1 },
      { sourceCount: 3, places: 2 },
      { sourceCount: 1, places: 179 },
    ];
    const ranks = standingsFrom([row("a", 4), row("b", 3), row("c", 3), row("d", 1)], groups).map((r) => r.standing);
    expect(ranks).toEqual([
      { rank: 1, tied: false },
      { rank: 2, tied: true },
      { rank: 2, tied: true },
      { rank: 4, tied: true },
    ]);
  });

  it("know a tie that runs past the page from the groups, not from the page's rows", () => {
    const [last] = standingsFrom(
      [row("z", 2)],
      [
        { sourceCount: 3, places: 9 },
        { sourceCount: 2, places: 2 },
      ],
    );
    expect(last.standing).toEqual({ rank: 10, tied: true });
  });

  it("rank a whole list from its own rows, leaving a place on no current list unranked", () => {
    const list = standingsWithin([row("a", 2), row("b", 1), row("c", 1), row("gone", 0)]);
    expect(list.map((r) => ("standing" in r ? r.standing : null))).toEqual([
      { rank: 1, tied: false },
      { rank: 2, tied: true },
      { rank: 2, tied: true },
      null,
    ]);
  });
});
