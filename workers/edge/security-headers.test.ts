import { describe, expect, it } from "vitest";
import { readBookmark } from "./d1-session";
import { tileSource, usableTileUrl } from "~/lib/tiles";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

describe("Content-Security-Policy", () => {
  it("allows scripts only from this site, with the nonce, and Instagram's embed", () => {
    const csp = contentSecurityPolicy({ nonce: "abc123" }, "https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(csp).toContain("script-src 'self' 'nonce-abc123' https://www.instagram.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp.match(/script-src[^;]*/)![0]).not.toContain("unsafe-inline");
  });

  it("names a stored page's inline scripts by hash instead of a nonce", () => {
    const csp = contentSecurityPolicy({ hashes: ["'sha256-AAA='", "'sha256-BBB='"] }, "");
    expect(csp).toContain("script-src 'self' 'sha256-AAA=' 'sha256-BBB=' https://www.instagram.com;");
    expect(csp).not.toContain("nonce");
    expect(contentSecurityPolicy({ hashes: [] }, "")).toContain("script-src 'self' https://www.instagram.com;");
  });

  it("lets images come from the configured tile server, `{s}` subdomains as a wildcard", () => {
    expect(tileSource("https://{s}.tiles.example.com/{z}/{x}/{y}.png")).toBe("https://*.tiles.example.com");
    expect(tileSource("javascript:alert(1)")).toBeNull();
    expect(tileSource("http://tiles.example.com/{z}/{x}/{y}.png")).toBeNull();
    expect(tileSource("http://127.0.0.1:9999/{z}/{x}/{y}.png")).toBe("http://127.0.0.1:9999");
    expect(tileSource("http://localhost/{z}/{x}/{y}.png")).toBe("http://localhost");
    expect(contentSecurityPolicy({ nonce: "n" }, "http://127.0.0.1:9999/{z}/{x}/{y}.png")).toMatch(
      /img-src [^;]*http:\/\/127\.0\.0\.1:9999/,
    );
    expect(contentSecurityPolicy({ nonce: "n" }, "https://tiles.example.com/{z}/{x}/{y}.png")).toMatch(
      /img-src [^;]*https:\/\/tiles\.example\.com/,
    );
  });
});

describe("the tile template the site uses", () => {
  it("is the configured one only when the policy can allow it", () => {
    expect(usableTileUrl("https://tiles.example.com/{z}/{x}/{y}.png")).toBe(
      "https://tiles.example.com/{z}/{x}/{y}.png",
    );
    expect(usableTileUrl("http://127.0.0.1:9999/{z}/{x}/{y}.png")).toBe("http://127.0.0.1:9999/{z}/{x}/{y}.png");
    for (const refused of [undefined, "", "http://tiles.example.com/{z}/{x}/{y}.png", "javascript:alert(1)"]) {
      expect(usableTileUrl(refused)).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    }
  });
});

describe("security headers", () => {
  it("send HSTS everywhere but localhost", () => {
    expect(securityHeaders(new Request("https://laeats.example/"), { nonce: "n" }, "")).toHaveProperty(
      "Strict-Transport-Security",
    );
    expect(securityHeaders(new Request("http://localhost:8787/"), { nonce: "n" }, "")).not.toHaveProperty(
      "Strict-Transport-Security",
    );
    expect(securityHeaders(new Request("http://127.0.0.1:8787/"), { nonce: "n" }, "")).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": "geolocation=(self), camera=(), microphone=()",
    });
  });
});

describe("D1 bookmarks from cookies", () => {
  it("accepts a bookmark's shape and ignores anything else", () => {
    const withCookie = (value: string) =>
      new Request("https://x.example/", { headers: { Cookie: `a=1; __d1b=${value}` } });
    const bookmark = "0000000d-00000005-00004f63-8fbbeaecfd1e8d5e0a5a8e7b0a8d3b8d";
    expect(readBookmark(withCookie(bookmark))).toBe(bookmark);
    expect(readBookmark(withCookie("first-primary"))).toBeNull();
    expect(readBookmark(withCookie("<script>"))).toBeNull();
  });
});
