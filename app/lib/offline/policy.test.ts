import { describe, expect, it } from "vitest";
import { assetUrls, handlingOf, isKeepable, keptCopyOf, pagesToKeep, savedDataUrl } from "./policy";

const ORIGIN = "https://laeats.example";
const get = (path: string, mode = "cors", method = "GET") => ({ method, url: ORIGIN + path, mode });

describe("what the service worker answers, and how", () => {
  it("takes pages, the saved list's data and the shell network-first, and assets from its cache", () => {
    expect(handlingOf(get("/saved", "navigate"), ORIGIN)).toBe("network-first");
    expect(handlingOf(get("/?cuisine=thai", "navigate"), ORIGIN)).toBe("network-first");
    expect(handlingOf(get("/saved.data?slugs=a&_routes=routes%2Fsaved"), ORIGIN)).toBe("network-first");
    expect(handlingOf(get("/favicon.svg", "no-cors"), ORIGIN)).toBe("network-first");
    expect(handlingOf(get("/assets/root-AbC123.js"), ORIGIN)).toBe("cache-first");
  });

  it("leaves everything else to the browser: other requests, other methods, other origins", () => {
    expect(handlingOf(get("/resources/saved"), ORIGIN)).toBe("pass");
    expect(handlingOf(get("/api/geo/zip/90012"), ORIGIN)).toBe("pass");
    expect(handlingOf(get("/saved", "navigate", "POST"), ORIGIN)).toBe("pass");
    expect(
      handlingOf({ method: "GET", url: "https://tile.openstreetmap.org/1/1/1.png", mode: "no-cors" }, ORIGIN),
    ).toBe("pass");
  });

  it("falls back offline only to the saved list, its data, profiles and the shell", () => {
    expect(keptCopyOf(new URL("/saved?slugs=a,b", ORIGIN))).toBe("/saved");
    expect(keptCopyOf(new URL("/saved/", ORIGIN))).toBe("/saved");
    expect(keptCopyOf(new URL("/saved.data?slugs=a", ORIGIN))).toBe("/saved.data");
    expect(keptCopyOf(new URL("/restaurants/bestia", ORIGIN))).toBe("/restaurants/bestia");
    expect(keptCopyOf(new URL("/favicon.svg", ORIGIN))).toBe("/favicon.svg");
    for (const path of ["/", "/newest", "/restaurants/cuisine/thai", "/restaurants/Bestia", "/admin", "/auth"]) {
      expect(keptCopyOf(new URL(path, ORIGIN)), path).toBeNull();
    }
  });

  it("keeps the saved list and each saved profile, and the exact request for its cards", () => {
    expect(pagesToKeep(["bestia", "../admin", "kato"])).toEqual(["/saved", "/restaurants/bestia", "/restaurants/kato"]);
    expect(savedDataUrl(["bestia", "kato"])).toBe("/saved.data?slugs=bestia%2Ckato&_routes=routes%2Fsaved");
  });
});

describe("what a kept copy may be", () => {
  it("is never a signed-in page: private, no-store, or one that sets a cookie", () => {
    const headers = (init: Record<string, string>) => new Headers(init);
    expect(isKeepable(200, headers({ "Cache-Control": "public, max-age=60" }))).toBe(true);
    expect(isKeepable(200, headers({}))).toBe(true);
    expect(isKeepable(200, headers({ "Cache-Control": "private, no-store" }))).toBe(false);
    expect(isKeepable(200, headers({ "Cache-Control": "no-store" }))).toBe(false);
    expect(isKeepable(200, headers({ "Set-Cookie": "session=x" }))).toBe(false);
    expect(isKeepable(404, headers({}))).toBe(false);
    expect(isKeepable(302, headers({}))).toBe(false);
  });

  it("brings the page's own scripts along, once each", () => {
    const html = `<link rel="modulepreload" href="/assets/entry.client-A1.js"/><script type="module" src="/assets/root-B2.js"></script>
      <link rel="modulepreload" href="/assets/entry.client-A1.js"/><img src="https://tile.openstreetmap.org/1.png"/><a href="/assets/x.js?v=1">`;
    expect(assetUrls(html)).toEqual(["/assets/entry.client-A1.js", "/assets/root-B2.js"]);
  });
});
