import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { findUserByEmail } from "~/models/users.server";
import {
  confirmationPath,
  createAccount,
  db,
  get,
  outboxLinks,
  outboxMessages,
  PASSWORD,
  post,
  signIn,
} from "./support/auth-helpers";

const NEW_PASSWORD = "carnitas-on-sunday-7";
const forgot = (email: string, ip = "198.51.100.40") =>
  post("/auth/forgot", { email }, { headers: { "CF-Connecting-IP": ip } });
const resetLink = async (email: string) => confirmationPath((await outboxLinks(email))[0]);
const tokenOf = (path: string) => new URL(path, "https://example.com").searchParams.get("token")!;
const setPassword = (path: string, password = NEW_PASSWORD, confirmPassword = password) =>
  post(path, { token: tokenOf(path), password, confirmPassword });

describe("password reset", () => {
  it("the sign-in tab offers 'Forgot your password?'", async () => {
    expect(await (await get("/auth")).text()).toContain('href="/auth/forgot"');
  });

  it("mails a single-use link that sets a new password, refuses the old one and ends every other session", async () => {
    await createAccount("forgetful@example.com");
    const elsewhere = await signIn("forgetful@example.com");
    const asked = await forgot("Forgetful@Example.com");
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("If an account uses that address, we&#x27;ve sent it a link");
    const [mail] = await outboxMessages("forgetful@example.com");
    expect(mail.subject).toBe("Reset your LA Eats Ranked password");
    const path = await resetLink("forgetful@example.com");
    expect(path).toMatch(/^\/auth\/reset\?token=/);

    const form = await get(path);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain("Choose a new password");
    const done = await setPassword(path);
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/account?done=password-reset");
    expect(done.headers.get("Set-Cookie")).toMatch(/session=/);

    expect((await get("/resources/saved", elsewhere)).status).toBe(401);
    const old = await post("/auth", { intent: "signin", email: "forgetful@example.com", password: PASSWORD });
    expect(old.status).toBe(401);
    expect((await signIn("forgetful@example.com", NEW_PASSWORD)).length).toBeGreaterThan(10);

    const again = await setPassword(path, "yet-another-pass-8");
    expect(again.status).toBe(410);
    expect((await get(path)).status).toBe(410);
  });

  it("answers an unknown address exactly like a known one, and mails nobody", async () => {
    await createAccount("known-reset@example.com");
    const known = await (await forgot("known-reset@example.com")).text();
    const unknown = await forgot("ghost-reset@example.com");
    expect(unknown.status).toBe(200);
    const message = "If an account uses that address, we&#x27;ve sent it a link to choose a new password.";
    expect(known).toContain(message);
    expect(await unknown.text()).toContain(message);
    expect(await outboxLinks("ghost-reset@example.com", 0)).toEqual([]);
  });

  it("an expired link is refused, and a forged one too", async () => {
    await createAccount("slow@example.com");
    await forgot("slow@example.com");
    const path = await resetLink("slow@example.com");
    await env.DB.exec("UPDATE password_resets SET expires_at = 0");
    expect((await get(path)).status).toBe(410);
    expect((await setPassword(path)).status).toBe(410);
    expect((await get("/auth/reset?token=forged")).status).toBe(410);
    expect((await setPassword("/auth/reset?token=forged")).status).toBe(410);
  });

  it("the new password follows sign-up's rules, and a refused one leaves the link usable", async () => {
    await createAccount("rules@example.com");
    await forgot("rules@example.com");
    const path = await resetLink("rules@example.com");
    const cases: [string, string, string][] = [
      ["", "", "Please fill in all fields"],
      ["secret-1", "secret-2", "Passwords do not match"],
      ["abc12", "abc12", "Password must be at least 6 characters"],
      ["password1", "password1", "too common"],
    ];
    for (const [password, confirm, message] of cases) {
      const response = await setPassword(path, password, confirm);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect((await setPassword(path)).status).toBe(302);
  });

  it("a reset proves the inbox: an unconfirmed account taken by a second sign-up comes back to its owner", async () => {
    await createAccount("unconfirmed@example.com", { verified: false });
    await forgot("unconfirmed@example.com");
    expect((await setPassword(await resetLink("unconfirmed@example.com"))).status).toBe(302);
    expect((await findUserByEmail(db(), "unconfirmed@example.com"))?.emailVerifiedAt).toBeTruthy();
    expect((await signIn("unconfirmed@example.com", NEW_PASSWORD)).length).toBeGreaterThan(10);
  });

  it("is limited per address+client and per client, so it can neither flood an inbox nor block its owner", async () => {
    await createAccount("flooded@example.com");
    for (let i = 0; i < 5; i++) expect((await forgot("flooded@example.com", "203.0.113.90")).status).toBe(200);
    const refused = await forgot("flooded@example.com", "203.0.113.90");
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Too many requests");
    expect(await outboxLinks("flooded@example.com", 5)).toHaveLength(5);
    expect((await forgot("flooded@example.com", "198.51.100.91")).status).toBe(200);
    for (let i = 0; i < 20; i++) await forgot(`sweep-${i}@example.com`, "203.0.113.91");
    expect((await forgot("flooded@example.com", "203.0.113.91")).status).toBe(429);
  });
});
