import { describe, expect, it } from "vitest";
import { moveDescription, moveLabel } from "./move";
import { changeSections, changeTitle, readChangeSummary } from "./summary";

describe("readChangeSummary", () => {
  it("reads a stored summary and fills what it lacks", () => {
    const summary = readChangeSummary(
      JSON.stringify({ lists: [{ source: "Michelin Guide", title: "California", edition: "2025" }], joinedTotal: 3 }),
    );
    expect(summary.lists).toHaveLength(1);
    expect(summary).toMatchObject({ joined: [], joinedTotal: 3, left: [], moves: [], closures: [] });
  });

  it("shows an unreadable summary as empty, never throws", () => {
    for (const bad of [null, "", "{", "[]", JSON.stringify({ moves: [{ slug: "x" }] })])
      expect(readChangeSummary(bad)).toMatchObject({ lists: [], moves: [], closures: [] });
  });
});

describe("changeTitle", () => {
  it("names the lists and the closures, then how many more", () => {
    const lists = [
      { source: "Michelin Guide", title: "California", edition: "2025" },
      { source: "LA Times", title: "101 Best", edition: "2026" },
      { source: "Eater LA", title: "Essential 38", edition: "2026" },
    ];
    expect(changeTitle(readChangeSummary(JSON.stringify({ lists: lists.slice(0, 1) })))).toBe(
      "Michelin Guide: California (2025)",
    );
    expect(changeTitle(readChangeSummary(JSON.stringify({ lists })))).toBe(
      "Michelin Guide: California (2025); LA Times: 101 Best (2026) and 1 more",
    );
    const closures = [{ slug: "maude", name: "Maude", status: "closed", month: "2024-09" }];
    expect(changeTitle(readChangeSummary(JSON.stringify({ closures })))).toBe("Maude closed");
    expect(changeTitle(readChangeSummary("{}"))).toBe("Data updated");
    const accepted = [{ slug: "rose-cafe", name: "Rose Cafe", status: "moved", month: null }];
    expect(changeTitle(readChangeSummary(JSON.stringify({ restaurants: accepted })))).toBe("Rose Cafe moved");
  });
});

describe("moveLabel", () => {
  it("says up, down, new, or nothing", () => {
    expect(moveLabel(8, 5)).toBe("▲3");
    expect(moveLabel(5, 7)).toBe("▼2");
    expect(moveLabel(null, 12)).toBe("New");
    expect(moveLabel(null, null)).toBe("New");
    expect(moveLabel(4, 4)).toBeNull();
    expect(moveLabel(4, null)).toBeNull();
  });
});

describe("moveDescription", () => {
  it("says the move in words", () => {
    expect(moveDescription(8, 5)).toBe("Up 3 places in the latest list update");
    expect(moveDescription(5, 6)).toBe("Down 1 place in the latest list update");
    expect(moveDescription(null, 2)).toBe("New to the ranking in the latest list update");
    expect(moveDescription(3, 3)).toBeNull();
  });
});

describe("changeSections", () => {
  it("says when a place closed, by its month", () => {
    const closures = [{ slug: "maude", name: "Maude", status: "closed", month: "2024-09" }];
    const [section] = changeSections(readChangeSummary(JSON.stringify({ closures })));
    expect(section.items).toEqual([{ text: "Maude", slug: "maude", note: "closed September 2024" }]);
  });

  it("shows an admin's correction as each field before and after, and the place as corrected", () => {
    const corrections = [
      { slug: "bestia", name: "Bestia", field: "Website", before: null, after: "https://bestiala.com/" },
      { slug: "bestia", name: "Bestia", field: "Description", before: "x".repeat(100), after: "Short." },
    ];
    const summary = readChangeSummary(JSON.stringify({ corrections, by: "admin-id" }));
    expect(changeTitle(summary)).toBe("Bestia corrected");
    expect(changeSections(summary)[0].items.map((item) => item.note)).toEqual([
      "Website: none → “https://bestiala.com/”",
      `Description: “${"x".repeat(79)}…” → “Short.”`,
    ]);
  });
});
