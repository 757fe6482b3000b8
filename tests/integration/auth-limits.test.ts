import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createAccount, PASSWORD, post } from "./auth-helpers";

const attempt = (email: string, password: string, ip: string) =>
  post("/auth", { intent: "signin", email, password }, { headers: { "CF-Connecting-IP": ip } });

describe("sign-in brute-force limits, counted in D1", () => {
  it("after 5 attempts on one account even the right password is refused, with a clear message", async () => {
    await createAccount("target@example.com");
    for (let i = 0; i < 5; i++) {
      // A different client each time: the account limit alone must stop this.
      expect((await attempt("target@example.com", `wrong-${i}-pw`, `203.0.113.${i}`)).status).toBe(401);
    }
    const blocked = await attempt("target@example.com", PASSWORD, "203.0.113.99");
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain("Too many sign-in attempts. Please wait 15 minutes and try again.");
    expect(blocked.headers.get("Set-Cookie")).toBeNull();
    const row = await env.DB.prepare("SELECT count FROM rate_limits WHERE key = ?")
      .bind("signin:account:target@example.com")
      .first<{ count: number }>();
    expect(row?.count).toBe(6);
  });

  it("one client trying many accounts is stopped after 30 attempts, while other clients still get in", async () => {
    await createAccount("bystander@example.com");
    for (let i = 0; i < 30; i++) {
      expect((await attempt(`guess${i}@example.com`, "wrong-password", "192.0.2.7")).status).toBe(401);
    }
    const blocked = await attempt("bystander@example.com", PASSWORD, "192.0.2.7");
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain("Too many sign-in attempts");
    expect((await attempt("bystander@example.com", PASSWORD, "192.0.2.8")).status).toBe(302);
  });

  it("a successful sign-in forgives the account's earlier failures", async () => {
    await createAccount("forgetful@example.com");
    for (let i = 0; i < 4; i++) await attempt("forgetful@example.com", "wrong-password", "198.51.100.20");
    expect((await attempt("forgetful@example.com", PASSWORD, "198.51.100.20")).status).toBe(302);
    for (let i = 0; i < 4; i++) {
      expect((await attempt("forgetful@example.com", "wrong-password", "198.51.100.20")).status).toBe(401);
    }
  });

  it("the account limit ignores case and spaces in the email", async () => {
    await createAccount("mixed@example.com");
    const spellings = [
      "MIXED@example.com",
      " mixed@example.com",
      "Mixed@Example.com",
      "mixed@EXAMPLE.com",
      "mixed@example.com",
    ];
    for (const [i, email] of spellings.entries()) await attempt(email, "wrong-password", `198.51.100.${30 + i}`);
    expect((await attempt("mixed@example.com", PASSWORD, "198.51.100.40")).status).toBe(429);
  });
});
