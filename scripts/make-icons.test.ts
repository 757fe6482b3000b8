import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** A PNG's width and height, from its IHDR chunk (bytes 16–23). */
function pngSize(path: string): string {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString("latin1"), path).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe("the web app manifest and its icons (scripts/make-icons.ts)", () => {
  const manifest = JSON.parse(readFileSync("public/manifest.webmanifest", "utf8")) as {
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };

  it("names icons that exist at the sizes it declares, a maskable one among them", () => {
    for (const icon of manifest.icons) expect(pngSize(`public${icon.src}`), icon.src).toBe(icon.sizes);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
  });

  it("opens the site itself, standalone, and the share image and touch icon are their drawn sizes", () => {
    expect([manifest.start_url, manifest.display]).toEqual(["/", "standalone"]);
    expect(pngSize("public/share-image.png")).toBe("1200x630");
    expect(pngSize("public/icons/apple-touch-icon.png")).toBe("180x180");
  });
});
