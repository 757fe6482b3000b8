import { describe, expect, it } from "vitest";
import { atomFeed } from "./atom";

const feed = (title: string) =>
  atomFeed({
    title: "What changed",
    siteUrl: "https://laeats.example",
    path: "/changes",
    selfPath: "/changes.atom",
    updated: "2026-11-20T10:00:00.000Z",
    entries: [
      {
        id: "https://laeats.example/changes#v7",
        title,
        updated: "2026-11-20T10:00:00.000Z",
        url: "https://laeats.example/changes#v7",
        html: "<p>Bestia & Kato</p>",
      },
    ],
  });

describe("atomFeed", () => {
  it("carries the feed's and each entry's id, title, updated and links", () => {
    const xml = feed("Michelin Guide, 2025 edition");
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    expect(xml).toContain("<id>https://laeats.example/changes</id>");
    expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://laeats.example/changes.atom"/>');
    expect(xml).toContain(
      "<entry><id>https://laeats.example/changes#v7</id><title>Michelin Guide, 2025 edition</title>",
    );
    expect(xml).toContain("<updated>2026-11-20T10:00:00.000Z</updated>");
    expect(xml.trimEnd().endsWith("</feed>")).toBe(true);
  });

  it("escapes markup and drops characters XML cannot carry", () => {
    const xml = feed('<script>alert("x")</script>\u0007 & more');
    expect(xml).toContain("<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more</title>");
    expect(xml).toContain('<content type="html">&lt;p&gt;Bestia &amp; Kato&lt;/p&gt;</content>');
    expect(xml).not.toContain("\u0007");
  });
});
