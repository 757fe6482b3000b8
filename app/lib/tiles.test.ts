import { describe, expect, it } from "vitest";
import { tileCoordinates, tilesAround, tileUrl } from "./tiles";

describe("map tiles", () => {
  it("finds the tile that contains downtown LA at zoom 15", () => {
    const { x, y } = tileCoordinates(34.0522, -118.2437, 15);
    expect(Math.floor(x)).toBe(5621);
    expect(Math.floor(y)).toBe(13084);
  });

  it("fills a tile URL template", () => {
    expect(tileUrl("https://t/{z}/{x}/{y}.png", 1, 2, 3)).toBe("https://t/1/2/3.png");
  });

  it("lays out nine tiles around the point, the point inside the centre tile", () => {
    const tiles = tilesAround(34.0522, -118.2437, 15, "{z}/{x}/{y}");
    expect(tiles).toHaveLength(9);
    const centre = tiles[4];
    expect(centre.left).toBeLessThanOrEqual(0);
    expect(centre.left).toBeGreaterThan(-256);
    expect(centre.top).toBeLessThanOrEqual(0);
    expect(tiles[0].left).toBe(centre.left - 256);
  });
});
