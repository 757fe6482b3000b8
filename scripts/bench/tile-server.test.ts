import { crc32, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { plainTilePng, withTileServer } from "./tile-server";

/** Splits a PNG into its chunks, checking each one's CRC with zlib's own. */
function chunks(png: Buffer) {
  const out: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const body = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(body));
    out.push({ type: body.subarray(0, 4).toString("ascii"), data: body.subarray(4) });
    at += 12 + length;
  }
  return out;
}

describe("plainTilePng", () => {
  it("is a valid 256×256 RGB PNG of one colour", () => {
    const png = plainTilePng([1, 2, 3]);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    expect(parts[0].data.readUInt32BE(0)).toBe(256);
    expect(parts[0].data.readUInt32BE(4)).toBe(256);
    const pixels = inflateSync(parts[1].data);
    expect(pixels.length).toBe(256 * (1 + 256 * 3));
    expect([...pixels.subarray(1, 7)]).toEqual([1, 2, 3, 1, 2, 3]);
  });
});

describe("withTileServer", () => {
  it("serves tiles at the template's {z}/{x}/{y} paths and 404s anything else", async () => {
    await withTileServer(async (template) => {
      const tile = await fetch(template.replace("{z}", "15").replace("{x}", "5612").replace("{y}", "13081"));
      expect(tile.status).toBe(200);
      expect(tile.headers.get("content-type")).toBe("image/png");
      expect(Buffer.from(await tile.arrayBuffer())).toEqual(plainTilePng());
      expect((await fetch(new URL("/etc/passwd", template))).status).toBe(404);
    });
  });
});
