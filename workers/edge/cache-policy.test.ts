import { describe, expect, it } from "vitest";
import {
  bodyEtag,
  edgeLifetimeSeconds,
  etagMatches,
  isCacheableRequest,
  isStorableResponse,
  normalizePageUrl,
  pageCacheKey,
  readUpTo,
} from "./cache-policy";

describe("page cache keys", () => {
  it("drop tracking parameters and sort the rest, so equivalent URLs share one entry", () => {
    expect(normalizePageUrl("https://x.example/?utm_source=a&q=ramen&fbclid=1&cuisine=thai#top").href).toBe(
      "https://x.example/?cuisine=thai&q=ramen",
    );
    const key = (url: string) => pageCacheKey(normalizePageUrl(url), "build1").url;
    expect(key("https://x.example/restaurants?b=2&a=1&gclid=z")).toBe(key("https://x.example/restaurants?a=1&b=2"));
  });

  it("drop parameters no page reads, keeping `nocache` only in local development", () => {
    const url = "https://x.example/?x=1&cuisine=thai&nocache=7&a7f3=";
    expect(normalizePageUrl(url).href).toBe("https://x.example/?cuisine=thai");
    expect(normalizePageUrl(url, true).href).toBe("https://x.example/?cuisine=thai&nocache=7");
  });

  it("change with the build", () => {
    const key = (build: string) => pageCacheKey(normalizePageUrl("https://x.example/"), build).url;
    expect(key("b1")).not.toBe(key("b2"));
  });
});

describe("what may be shared", () => {
  const get = (path: string, init?: RequestInit) => new Request(`https://x.example${path}`, init);

  it("only anonymous GETs and HEADs of public pages are looked up", () => {
    expect(isCacheableRequest(get("/restaurants/bestia"), false)).toBe(true);
    expect(isCacheableRequest(get("/", { method: "HEAD" }), false)).toBe(true);
    expect(isCacheableRequest(get("/"), true)).toBe(false);
    expect(isCacheableRequest(get("/", { method: "POST" }), false)).toBe(false);
    for (const path of [
      "/admin",
      "/auth",
      "/auth/confirm",
      "/dev/outbox",
      "/resources/saved",
      "/api/health",
      "/restaurants/bestia.data",
    ]) {
      expect(isCacheableRequest(get(path), false)).toBe(false);
    }
  });

  it("responses that set cookies, are private or are not pages are never stored", () => {
    const html = { "Content-Type": "text/html; charset=utf-8" };
    expect(isStorableResponse(new Response("ok", { headers: html }))).toBe(true);
    expect(isStorableResponse(new Response("ok", { headers: { ...html, "Set-Cookie": "a=b" } }))).toBe(false);
    expect(isStorableResponse(new Response("ok", { headers: { ...html, "Cache-Control": "private, no-store" } }))).toBe(
      false,
    );
    expect(isStorableResponse(new Response("ok", { status: 404, headers: html }))).toBe(false);
    expect(isStorableResponse(Response.json({ a: 1 }))).toBe(false);
  });
});

describe("ETags", () => {
  it("are a weak hash of the body, matched however the client lists them", async () => {
    const etag = await bodyEtag(new TextEncoder().encode("<p>hi</p>").buffer as ArrayBuffer);
    expect(etag).toMatch(/^W\/"[0-9a-f]{24}"$/);
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`"x", ${etag.slice(2)}`, etag)).toBe(true);
    expect(etagMatches("*", etag)).toBe(true);
    expect(etagMatches('W/"other"', etag)).toBe(false);
    expect(etagMatches(null, etag)).toBe(false);
  });
});

describe("reading a page to store it (readUpTo)", () => {
  const streamOf = (...chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });

  it("a body within the limit comes back whole, its chunks joined in order", async () => {
    const body = await readUpTo(streamOf("<html>", "<body>", "</html>"), 19);
    expect(body).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(body as Uint8Array)).toBe("<html><body></html>");
  });

  it("a larger body comes back as a stream with every byte, those already read first", async () => {
    const body = await readUpTo(streamOf("<html>", "<body>", "</html>"), 10);
    expect(body).toBeInstanceOf(ReadableStream);
    expect(await new Response(body as ReadableStream).text()).toBe("<html><body></html>");
  });

  it("an empty body is an empty page, not a stream", async () => {
    const body = await readUpTo(streamOf(), 10);
    expect(body).toEqual(new Uint8Array(0));
  });
});

describe("how long the edge keeps a copy", () => {
  it("is s-maxage, else max-age, else nothing", () => {
    expect(edgeLifetimeSeconds("public, max-age=60, s-maxage=300, stale-while-revalidate=600")).toBe(300);
    expect(edgeLifetimeSeconds("public,max-age=3600")).toBe(3600);
    expect(edgeLifetimeSeconds("public, stale-while-revalidate=600")).toBe(0);
    expect(edgeLifetimeSeconds(null)).toBe(0);
  });
});
