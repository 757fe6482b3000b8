import { describe, expect, it } from "vitest";
import { escapeXml } from "./xml";

describe("escapeXml", () => {
  it("escapes the five XML specials", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
  });

  it("drops what XML 1.0 forbids and keeps tabs, line ends and astral characters", () => {
    expect(escapeXml("a\u0000b\u0008c\u000Bd\uFFFEe\uD800f")).toBe("abcdef");
    expect(escapeXml("tab\tline\ncr\r 🍜 Phở")).toBe("tab\tline\ncr\r 🍜 Phở");
  });
});
