import { describe, expect, it } from "vitest";
import { heldPages } from "./held-pages";

const page = (bytes: number, stamp = "7") => ({
  bytes: new Uint8Array(bytes),
  headers: new Headers({ "Content-Type": "text/html" }),
  stamp,
});

describe("held pages", () => {
  it("give back what was held, until it expires", () => {
    let now = 1_000;
    const held = heldPages(100_000, () => now);
    held.hold("/a", page(10), 2_000);
    expect(held.get("/a")?.bytes.byteLength).toBe(10);
    now = 2_000;
    expect(held.get("/a")).toBeUndefined();
    expect(held.bytes).toBe(0);
  });

  it("drop the least recently used page to make room, counting a read as a use", () => {
    const held = heldPages(3 * 2048, () => 0);
    held.hold("/a", page(1024), 10);
    held.hold("/b", page(1024), 10);
    held.hold("/c", page(1024), 10);
    held.get("/a");
    held.hold("/d", page(1024), 10);
    expect(["/a", "/b", "/c", "/d"].filter((key) => held.get(key))).toEqual(["/a", "/c", "/d"]);
    expect(held.bytes).toBe(3 * 2048);
  });

  it("replace a page held again, and never hold one larger than the whole budget or already expired", () => {
    const held = heldPages(4096, () => 5);
    held.hold("/a", page(100, "7"), 10);
    held.hold("/a", page(200, "8"), 10);
    expect(held.get("/a")?.stamp).toBe("8");
    expect(held.bytes).toBe(200 + 1024);
    held.hold("/big", page(4096), 10);
    held.hold("/gone", page(10), 5);
    expect(held.get("/big")).toBeUndefined();
    expect(held.get("/gone")).toBeUndefined();
    expect(held.get("/a")).toBeDefined();
  });
});
