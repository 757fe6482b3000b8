import type { AppLoadContext } from "@remix-run/cloudflare";
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { loader as outboxLoader } from "~/routes/dev.outbox";
import { createAccount, get, PASSWORD, post, signIn } from "./support/auth-helpers";

describe("redirect rules", () => {
  it("a signed-in visitor to /auth is sent home", async () => {
    const cookie = await signIn((await createAccount("home@example.com")).email);
    const response = await get("/auth", cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });

  it("sign-in follows a same-site redirectTo and ignores an off-site one", async () => {
    await createAccount("back@example.com");
    const fields = { intent: "signin", email: "back@example.com", password: PASSWORD };
    const local = await post("/auth", { ...fields, redirectTo: "/admin?tab=users" });
    expect(local.headers.get("Location")).toBe("/admin?tab=users");
    for (const redirectTo of ["//evil.example", "https://evil.example/", "/\\evil.example"]) {
      expect((await post("/auth", { ...fields, redirectTo })).headers.get("Location")).toBe("/");
    }
  });
});

describe("sessions", () => {
  it("a signed-in page is private and never stored; an anonymous one varies on Cookie only", async () => {
    const cookie = await signIn((await createAccount("cache@example.com")).email);
    const mine = await get("/dev/outbox", cookie);
    expect(mine.headers.get("Cache-Control")).toContain("private");
    expect(mine.headers.get("Cache-Control")).toContain("no-store");
    const anonymous = await get("/auth");
    expect(anonymous.headers.get("Cache-Control") ?? "").not.toContain("private");
    expect(anonymous.headers.get("Vary")).toContain("Cookie");
    expect(anonymous.headers.get("Set-Cookie")).toBeNull();
  });

  it("rolls the expiry forward (and re-sends the cookie) once a day of use", async () => {
    const cookie = await signIn((await createAccount("roll@example.com")).email);
    const fresh = await get("/dev/outbox", cookie);
    expect(fresh.headers.get("Set-Cookie")).toBeNull();

    const inTwentyDays = Date.now() + 20 * 24 * 60 * 60 * 1000;
    await env.DB.prepare("UPDATE sessions SET expires_at = ?").bind(inTwentyDays).run();
    const rolled = await get("/dev/outbox", cookie);
    expect(rolled.headers.get("Set-Cookie")).toMatch(/Max-Age=2592000/);
    const row = await env.DB.prepare("SELECT max(expires_at) AS e FROM sessions").first<{ e: number }>();
    expect(row!.e).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });

  it("an expired session is anonymous and its cookie is cleared", async () => {
    const cookie = await signIn((await createAccount("expired@example.com")).email);
    await env.DB.prepare("UPDATE sessions SET expires_at = ?")
      .bind(Date.now() - 1000)
      .run();
    const response = await get("/dev/outbox", cookie);
    expect(await response.text()).not.toContain("Signed in as");
    expect(response.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
  });

  it("a malformed session cookie is no cookie: every page answers as anonymous and clears it", async () => {
    const paths = ["/", "/restaurants/cuisine/italian", "/saved", "/auth"];
    for (const cookie of ["session=a.b!", "__Host-session=a.b!", "__Host-session=%E0%A4%A", "__Host-session=."]) {
      for (const path of paths) {
        const response = await get(path, cookie);
        expect(response.status, `${cookie} on ${path}`).toBeLessThan(500);
        expect(await response.text()).not.toContain("Signed in as");
      }
      expect((await get("/resources/saved", cookie)).status, cookie).toBeLessThan(500);
    }
    const page = await get("/auth", "__Host-session=a.b!");
    expect(page.headers.get("Set-Cookie")).toMatch(/^__Host-session=;.*Max-Age=0/);
  });

  it("a body over the limit is refused by its declared length before it is read", async () => {
    const response = await SELF.fetch("https://example.com/auth", {
      method: "POST",
      body: "intent=signin",
      headers: { Origin: "https://example.com", "Content-Length": String(60 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
  });

  it("on localhost the cookie can live without Secure or the __Host- prefix", async () => {
    await createAccount("local@example.com");
    const response = await fetchLocal("/auth", { intent: "signin", email: "local@example.com", password: PASSWORD });
    const header = response.headers.get("Set-Cookie") ?? "";
    expect(header).toMatch(/^session=/);
    expect(header).not.toMatch(/Secure/);
  });
});

describe("the development outbox", () => {
  it("exists only when local development is switched on, and answers 404 under the shipped config", async () => {
    expect((await get("/dev/outbox")).status).toBe(200);
    for (const ENVIRONMENT of ["production", "", "staging", "Development"]) {
      const context = { cloudflare: { env: { ...env, ENVIRONMENT } } } as unknown as AppLoadContext;
      const request = new Request("https://example.com/dev/outbox");
      await expect(outboxLoader({ request, context, params: {} }), ENVIRONMENT).rejects.toMatchObject({ status: 404 });
    }
  });
});

function fetchLocal(path: string, fields: Record<string, string>) {
  return SELF.fetch(`http://localhost:8787${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
    headers: { Origin: "http://localhost:8787", Host: "localhost:8787" },
  });
}
