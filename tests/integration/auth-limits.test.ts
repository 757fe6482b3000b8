import { describe, expect, it } from "vitest";
import { createAccount, PASSWORD, post } from "./support/auth-helpers";

const attempt = (email: string, password: string, ip: string) =>
  post("/auth", { intent: "signin", email, password }, { headers: { "CF-Connecting-IP": ip } });

describe("sign-in brute-force limits, counted in D1", () => {
  it("5 wrong passwords from one client slow that client alone: the owner elsewhere still gets in", async () => {
    await createAccount("target@example.com");
    for (let i = 0; i < 5; i++) {
      expect((await attempt("target@example.com", `wrong-${i}-pw`, "203.0.113.66")).status).toBe(401);
    }
    const blocked = await attempt("target@example.com", PASSWORD, "203.0.113.66");
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain("Too many sign-in attempts. Please wait 15 minutes and try again.");
    expect(blocked.headers.get("Set-Cookie")).toBeNull();

    expect((await attempt("target@example.com", PASSWORD, "198.51.100.1")).status).toBe(302);
  });

  it("an attacker repeating failures from many clients never locks the owner out", async () => {
    await createAccount("owner@example.com");
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 6; i++) await attempt("owner@example.com", "wrong-password", `203.0.113.${round * 10 + i}`);
      expect((await attempt("owner@example.com", PASSWORD, `198.51.100.${50 + round}`)).status).toBe(302);
    }
  });

  it("a client address is trusted only from the platform's header: a spoofed X-Forwarded-For changes nothing", async () => {
    await createAccount("spoof@example.com");
    for (let i = 0; i < 5; i++) {
      const headers = { "CF-Connecting-IP": "203.0.113.77", "X-Forwarded-For": `192.0.2.${i}` };
      await post("/auth", { intent: "signin", email: "spoof@example.com", password: "wrong-password" }, { headers });
    }
    const headers = { "CF-Connecting-IP": "203.0.113.77", "X-Forwarded-For": "192.0.2.200" };
    const blocked = await post(
      "/auth",
      { intent: "signin", email: "spoof@example.com", password: PASSWORD },
      { headers },
    );
    expect(blocked.status).toBe(429);
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

  it("the account+client limit ignores case and spaces in the email", async () => {
    await createAccount("mixed@example.com");
    const spellings = [
      "MIXED@example.com",
      " mixed@example.com",
      "Mixed@Example.com",
      "mixed@EXAMPLE.com",
      "mixed@example.com",
    ];
    for (const email of spellings) await attempt(email, "wrong-password", "198.51.100.30");
    expect((await attempt("mixed@example.com", PASSWORD, "198.51.100.30")).status).toBe(429);
  });
});
