import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SITE_ICON_DATA_URL, SITE_ICON_SVG } from "./site-icon";

describe("the site icon", () => {
  it("is public/favicon.svg, the file the offline page uses", () => {
    expect(readFileSync("public/favicon.svg", "utf8").trim()).toBe(SITE_ICON_SVG);
  });

  it("reads back from its data URL unchanged", () => {
    expect(decodeURIComponent(SITE_ICON_DATA_URL.slice("data:image/svg+xml,".length))).toBe(SITE_ICON_SVG);
  });
});
