import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { dataStamp } from "~/lib/data-stamp";
import { requestMarkers } from "../../workers/edge/data-markers";
import { createAccount, PASSWORD, post, sessionCookieOf } from "./support/auth-helpers";
import { clearData, deliverAndApply, queuedJob, seedFixtures } from "./support/import-support";
import { fetchSettled, ORIGIN, readHead } from "./support/seo-support";

async function sha256Base64(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest));
}

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];

beforeEach(async () => {
  await clearData();
  await seedFixtures();
});

describe("security headers", () => {
  it("every kind of Worker response carries them: pages, 404s, the API and refused cross-site posts", async () => {
    const responses = [
      await SELF.fetch(`${ORIGIN}/`),
      await SELF.fetch(`${ORIGIN}/no/such/page`),
      await SELF.fetch(`${ORIGIN}/api/health`),
      await SELF.fetch(`${ORIGIN}/auth`, { method: "POST", headers: { Origin: "https://evil.example" } }),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 404, 200, 403]);
    for (const response of responses) {
      expect(response.headers.get("Content-Security-Policy")).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("Permissions-Policy")).toBe("geolocation=(self), camera=(), microphone=()");
      expect(response.headers.get("X-Frame-Options")).toBe("DENY");
      expect(response.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d+/);
    }
  });

  it("HSTS is left out on localhost", async () => {
    const response = await SELF.fetch("http://localhost:8787/api/health");
    expect(response.headers.get("Strict-Transport-Security")).toBeNull();
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("every script Remix renders carries the nonce the policy names, and it changes per response", async () => {
    for (const path of ["/", "/restaurants/bestia"]) {
      const first = await SELF.fetch(`${ORIGIN}${path}`);
      const nonce = nonceOf(first);
      const { scriptNonces } = await readHead(first);
      expect(scriptNonces.length, path).toBeGreaterThan(1);
      expect(
        scriptNonces.every((n) => n === nonce),
        path,
      ).toBe(true);
      expect(nonceOf(await SELF.fetch(`${ORIGIN}${path}`)), path).not.toBe(nonce);
    }
  });
});

describe("the edge cache", () => {
  it("serves a public page from the cache the second time, with an ETag that answers 304", async () => {
    const miss = await fetchSettled("/restaurants/cuisine/thai");
    expect(miss.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(miss.headers.get("Cache-Control")).toBe("public, max-age=60, s-maxage=300, stale-while-revalidate=600");
    const hit = await fetchSettled("/restaurants/cuisine/thai");
    expect(hit.headers.get("X-Edge-Cache")).toBe("HIT");
    const etag = hit.headers.get("ETag");
    expect(etag).toMatch(/^W\/"[0-9a-f]+"$/);
    expect(await hit.text()).toContain("Anajak Thai");
    const notModified = await fetchSettled("/restaurants/cuisine/thai", { headers: { "If-None-Match": etag! } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("ETag")).toBe(etag);
    // The browser keeps its stored page, whose scripts carry the stored policy's nonce: no new policy.
    expect(notModified.headers.get("Content-Security-Policy")).toBeNull();
    expect(notModified.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("a cached page is sent as stored, its policy naming each of its inline scripts by hash and no nonce", async () => {
    const miss = await fetchSettled("/restaurants/zankou-chicken");
    const stored = await miss.text();
    const hit = await fetchSettled("/restaurants/zankou-chicken");
    expect(hit.headers.get("X-Edge-Cache")).toBe("HIT");
    const policy = hit.headers.get("Content-Security-Policy") ?? "";
    expect(nonceOf(hit)).toBeUndefined();
    expect(hit.headers.get("X-Edge-Scripts")).toBeNull();
    const html = await hit.text();
    expect(html).toBe(stored);
    const inline = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(1);
    for (const text of inline) expect(policy).toContain(`'sha256-${await sha256Base64(text)}'`);
    expect(policy.match(/'sha256-/g)).toHaveLength(new Set(inline).size);
  });

  it("shares one entry between URLs that differ only by tracking parameters and parameter order", async () => {
    await fetchSettled("/restaurants/price?utm_source=newsletter");
    expect((await fetchSettled("/restaurants/price?fbclid=abc")).headers.get("X-Edge-Cache")).toBe("HIT");
    await fetchSettled("/?sort=alphabetical&cuisine=thai");
    expect((await fetchSettled("/?cuisine=thai&sort=alphabetical&utm_medium=x")).headers.get("X-Edge-Cache")).toBe(
      "HIT",
    );
  });

  it("a parameter no page reads finds the stored page instead of rendering and storing another", async () => {
    await fetchSettled("/restaurants/cuisine/thai");
    await fetchSettled("/?cuisine=thai");
    for (let i = 0; i < 3; i++) {
      const random = crypto.randomUUID();
      expect((await fetchSettled(`/?cuisine=thai&x=${random}`)).headers.get("X-Edge-Cache")).toBe("HIT");
      expect((await fetchSettled(`/?${random}=1&cuisine=thai`)).headers.get("X-Edge-Cache")).toBe("HIT");
      const category = await fetchSettled(`/restaurants/cuisine/thai?x=${random}`);
      expect(category.headers.get("X-Edge-Cache")).toBe("HIT");
    }
    // A parameter a page does read is its own page.
    expect((await fetchSettled("/?cuisine=thai&price=2")).headers.get("X-Edge-Cache")).toBe("MISS");
  });

  it("a session cookie that does not verify is served the shared page and cleared", async () => {
    await fetchSettled("/");
    for (const cookie of ["session=%%%garbage%%%", "session=eyJ4IjoxfQ.forged", "__Host-session=abc; theme=dark"]) {
      const page = await fetchSettled("/", { headers: { Cookie: cookie } });
      expect(page.headers.get("X-Edge-Cache"), cookie).toBe("HIT");
      expect(page.headers.get("Set-Cookie"), cookie).toMatch(/session=;.*Max-Age=0/i);
    }
    // With the shared copy gone (a new data version), the page it renders is stored and shared again.
    const first = await fetchSettled("/restaurants/cuisine/thai", { headers: { Cookie: "session=garbage" } });
    expect(first.headers.get("X-Edge-Cache")).toBe("MISS");
    expect((await fetchSettled("/restaurants/cuisine/thai")).headers.get("X-Edge-Cache")).toBe("HIT");
  });

  it("a signed-in user's page is never served from or stored in the shared cache", async () => {
    await fetchSettled("/");
    expect((await fetchSettled("/")).headers.get("X-Edge-Cache")).toBe("HIT");
    await createAccount("diner@example.com");
    const signIn = await post("/auth", { intent: "signin", email: "diner@example.com", password: PASSWORD });
    const cookie = sessionCookieOf(signIn);
    for (let i = 0; i < 2; i++) {
      const mine = await fetchSettled("/", { headers: { Cookie: cookie } });
      expect(mine.headers.get("X-Edge-Cache")).toBe("BYPASS");
      expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
      expect(await mine.text()).toContain("diner@example.com");
    }
    const anonymous = await fetchSettled("/");
    expect(anonymous.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(await anonymous.text()).not.toContain("diner@example.com");
  });

  it("after an import the next request renders the new data instead of the cached page", async () => {
    await fetchSettled("/restaurants/cuisine/mexican");
    expect(await (await fetchSettled("/restaurants/cuisine/mexican")).text()).not.toContain("Guisados");
    // New Spot, ranked on its Eater LA entry, gets a new description from an upload.
    const id = await queuedJob(
      "restaurants",
      "more.csv",
      "Restaurant Name,Cuisine,Neighborhood,Price Range,Description\nNew Spot,Mexican,Echo Park,$$,Guisados-style braises.\n",
    );
    await deliverAndApply([id]);
    // The old page is held in this isolate's memory as well as in the Cache API: neither copy is used.
    const after = await fetchSettled("/restaurants/cuisine/mexican");
    expect(after.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(await after.text()).toContain("Guisados");
    // The new page replaced the old one: the next request is served it from the cache.
    const again = await fetchSettled("/restaurants/cuisine/mexican");
    expect(again.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(again.headers.get("X-Data-Stamp")).toBe(after.headers.get("X-Data-Stamp"));
    expect(await again.text()).toContain("Guisados");
  });

  it("a page this isolate stored is served again from its memory, without asking the Cache API", async () => {
    const stored = await (await fetchSettled("/?sort=alphabetical")).text();
    const cache = (caches as unknown as { default: Cache }).default;
    const match = vi.spyOn(cache, "match");
    try {
      const hit = await fetchSettled("/?sort=alphabetical");
      expect(hit.headers.get("X-Edge-Cache")).toBe("HIT");
      expect(hit.headers.get("X-Edge-Stored")).toBeNull();
      expect(await hit.text()).toBe(stored);
      expect(match).not.toHaveBeenCalled();
      const head = await fetchSettled("/?sort=alphabetical", { method: "HEAD" });
      expect(head.headers.get("X-Edge-Cache")).toBe("HIT");
      expect(await head.text()).toBe("");
      // The held bytes are copied into each answer, never handed over: the next hit is whole too.
      expect(await (await fetchSettled("/?sort=alphabetical")).text()).toBe(stored);
    } finally {
      match.mockRestore();
    }
  });

  it("admin, auth and API answers are never cached", async () => {
    for (const path of ["/auth", "/auth", "/admin", "/api/health"]) {
      expect((await fetchSettled(path)).headers.get("X-Edge-Cache")).not.toBe("HIT");
    }
  });
});

describe("scripts held until the first paint", () => {
  it("a page, rendered or stored, names its modules only in inert elements its start script brings to life", async () => {
    for (const visit of ["MISS", "HIT"]) {
      const response = await fetchSettled("/restaurants/cuisine/thai");
      expect(response.headers.get("X-Edge-Cache")).toBe(visit);
      const html = await response.text();
      expect(html, visit).not.toContain('rel="modulepreload"');
      expect(html, visit).not.toMatch(/<script\b[^>]*type="module"/);
      expect(
        html.match(/<link rel="dns-prefetch" href="\/assets\/[^"]+\.js" data-held=""\/>/g)?.length,
        visit,
      ).toBeGreaterThan(3);
      expect(html, visit).toMatch(
        /<script\b[^>]*type="text\/x-held"[^>]*data-held=""[^>]*>[\s\S]*?import\("\/assets\/entry\.client-[^"]+\.js"\);<\/script>/,
      );
      expect(html, visit).toContain('document.querySelectorAll("[data-held]")');
    }
  });
});

describe("D1 sessions", () => {
  it("a sign-in hands the browser its bookmark; a refused sign-in and anonymous reads set no cookie", async () => {
    await createAccount("reader@example.com");
    const signIn = await post("/auth", { intent: "signin", email: "reader@example.com", password: PASSWORD });
    const bookmark = signIn.headers.getSetCookie().find((c) => c.startsWith("__d1b="));
    expect(bookmark).toMatch(/^__d1b=[0-9a-f-]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const refused = await post("/auth", {
      intent: "signin",
      email: "reader@example.com",
      password: "wrong-password-1",
    });
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect((await fetchSettled("/restaurants/bestia")).headers.getSetCookie()).toEqual([]);
  });

  it("a read after a write resumes from the write's bookmark and sees it", async () => {
    await createAccount("saver@example.com");
    const signIn = await post("/auth", { intent: "signin", email: "saver@example.com", password: PASSWORD });
    const cookies = signIn.headers.getSetCookie().map((c) => c.split(";")[0]);
    expect(cookies.some((c) => c.startsWith("__d1b="))).toBe(true);
    const page = await fetchSettled("/", { headers: { Cookie: cookies.join("; ") } });
    expect(await page.text()).toContain("saver@example.com");
    expect(page.headers.getSetCookie()).toEqual([]);
    const signOut = await post("/sign-out", {}, { cookie: cookies.join("; ") });
    expect(signOut.headers.getSetCookie().some((c) => c.startsWith("__d1b="))).toBe(true);
  });
});

describe("data markers", () => {
  it("are read at most once per request, and a new request sees an import's new version", async () => {
    const meta = requestMarkers(env).current;
    const before = await meta();
    expect(before.version).toBeGreaterThanOrEqual(0);
    await env.DB.prepare(
      "INSERT INTO data_meta (key, value) VALUES ('data_version', '41') ON CONFLICT(key) DO UPDATE SET value = '41'",
    ).run();
    expect(await meta()).toEqual(before);
    const next = await requestMarkers(env).current();
    expect(next).toEqual({ version: 41, updatedAt: before.updatedAt });
    expect(dataStamp(next)).not.toBe(dataStamp(before));
  });
});
