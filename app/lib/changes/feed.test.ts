import { DOMParser } from "@xmldom/xmldom";
import { describe, expect, it } from "vitest";
import { changesFeed } from "./feed";
import { readChangeSummary } from "./summary";

const summary = (source: string) => ({
  ...readChangeSummary(null),
  lists: [{ source, title: `${source} best`, edition: "2025" }],
  named: [{ slug: "bestia", name: "Bestia" }],
  namedTotal: 3,
});

describe("the changes feed", () => {
  it("is as new as its newest change, editions the data was built from among the entries", () => {
    const xml = changesFeed("https://laeats.example", [
      { anchor: "e1", changedAt: "2026-11-23T00:00:00.000Z", summary: summary("Michelin Guide") },
      { anchor: "v4", changedAt: "2026-11-25T08:30:00.000Z", summary: summary("Eater LA") },
      { anchor: "e2", changedAt: "2026-11-24T00:00:00.000Z", summary: summary("LA Times") },
    ]);
    expect(xml).toMatch(/<title>LA Eats Ranked: what changed<\/title><updated>2026-11-25T08:30:00.000Z<\/updated>/);
    const ids = [...xml.matchAll(/<entry><id>([^<]+)<\/id>/g)].map((m) => m[1]);
    expect(ids).toEqual([
      "https://laeats.example/changes#v4",
      "https://laeats.example/changes#e2",
      "https://laeats.example/changes#e1",
    ]);
    expect(xml).toContain("Named on this edition");
    expect(xml).toContain("and 2 more");
  });

  it("keeps the newest entries up to its limit, and never says it was updated in 1970", () => {
    const changes = ["2026-11-23", "2026-11-24", "2026-11-25"].map((day, i) => ({
      anchor: `e${i}`,
      changedAt: `${day}T00:00:00.000Z`,
      summary: summary("Time Out"),
    }));
    expect(changesFeed("https://laeats.example", changes, 2).match(/<entry>/g)).toHaveLength(2);
    expect(changesFeed("https://laeats.example", [])).not.toContain("1970");
  });

  it("stays well-formed XML when a restaurant's or a list's name carries a character XML forbids", () => {
    const change = {
      anchor: "e1",
      changedAt: "2026-11-23T00:00:00.000Z",
      summary: { ...summary("Eater\u0001 LA"), named: [{ slug: "bestia", name: "Bes\u0007tia & <Co>" }] },
    };
    const xml = changesFeed("https://laeats.example", [change]);
    const strict = new DOMParser({
      onError: (level, message) => {
        if (level !== "warning") throw new Error(message);
      },
    });
    const feed = strict.parseFromString(xml, "text/xml");
    const content = feed.getElementsByTagName("content")[0]?.textContent ?? "";
    expect(content).toContain("Bestia &amp; &lt;Co&gt;");
    expect([...xml].filter((c) => c < " " && !"\t\n\r".includes(c))).toEqual([]);
  });
});
