import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { findUserByEmail } from "~/models/users.server";
import { createPendingSignUp } from "~/models/pending-sign-ups.server";
import { createConfirmationToken } from "~/services/email-token.server";
import {
  confirmationPath,
  confirmWith,
  createAccount,
  db,
  get,
  outboxLinks,
  outboxMessages,
  PASSWORD,
  post,
  sessionCookieOf,
  signIn,
} from "./support/auth-helpers";

const signUp = (email: string, password = PASSWORD, confirmPassword = password) =>
  post("/auth", { intent: "signup", email, password, confirmPassword });

const CONFIRM_SUBJECT = "Confirm your email for LA Eats Ranked";

describe("sign-up, email confirmation, sign-in and sign-out", () => {
  it("a new account is confirmed through the mailed link, signs in, shows its email and signs out everywhere", async () => {
    const response = await signUp("New.Diner@Example.com");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Check your email for the confirmation link!");

    const [link] = await outboxLinks("new.diner@example.com");
    expect(link).toMatch(/^https:\/\/example\.com\/auth\/confirm\?token=/);
    // Opening the link confirms nothing (a mail scanner may open it): its page asks for the password.
    const opened = await get(confirmationPath(link));
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("Enter the password you chose");
    expect((await findUserByEmail(db(), "new.diner@example.com"))?.emailVerifiedAt).toBeNull();
    const confirmed = await confirmWith(link);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe("/account?done=confirmed");
    expect(await (await get("/account?done=confirmed", sessionCookieOf(confirmed))).text()).toContain(
      "Your email is confirmed, and you are signed in.",
    );

    const signedIn = await post("/auth", { intent: "signin", email: "new.diner@example.com", password: PASSWORD });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/");
    const cookie = sessionCookieOf(signedIn);
    expect(await (await get("/dev/outbox", cookie)).text()).toContain("Signed in as");

    const signedOut = await post("/sign-out", {}, { cookie });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe("/");
    expect(signedOut.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
    // The old cookie is dead on the server too, not just cleared in this browser.
    const after = await (await get("/dev/outbox", cookie)).text();
    expect(after).not.toContain("Signed in as");
    expect(after).toContain('href="/auth"');
  });

  it("sets a signed, HttpOnly, SameSite=Lax, Secure, __Host- session cookie outside localhost", async () => {
    await createAccount("cookie@example.com");
    const response = await post("/auth", { intent: "signin", email: "cookie@example.com", password: PASSWORD });
    const header = response.headers.get("Set-Cookie") ?? "";
    expect(header).toMatch(/^__Host-session=/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/Secure/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Domain=/);
  });

  it("a tampered cookie is ignored", async () => {
    const cookie = await signIn((await createAccount("tamper@example.com")).email);
    // A character inside the signature: the last base64 character of a 32-byte HMAC carries only 4
    // bits, so changing it (say B to A) can leave the signature intact and the cookie valid.
    const at = cookie.lastIndexOf(".") + 10;
    const forged = cookie.slice(0, at) + (cookie[at] === "A" ? "B" : "A") + cookie.slice(at + 1);
    expect(await (await get("/dev/outbox", forged)).text()).not.toContain("Signed in as");
  });

  it("answers a sign-up for a registered address exactly like a new one, and mails the owner instead", async () => {
    await createAccount("taken@example.com");
    const response = await signUp("taken@example.com", "another-password-1");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Check your email for the confirmation link!");
    const links = await outboxLinks("taken@example.com");
    expect(links).toEqual(["https://example.com/auth", "https://example.com/auth/forgot"]);
    // The registered account's password is unchanged.
    expect((await signIn("taken@example.com")).length).toBeGreaterThan(10);
  });

  it("an attacker who signs up first with the owner's address gets nothing: the owner's sign-up and link win", async () => {
    await signUp("victim@example.com", "attackers-password-2");
    await signUp("victim@example.com", "victims-password-1");
    const [owners, attackers] = await outboxMessages("victim@example.com", 2);
    expect([owners.subject, attackers.subject]).toEqual([CONFIRM_SUBJECT, CONFIRM_SUBJECT]);

    // The attacker's link, clicked by the owner with the owner's password, confirms nothing.
    const wrong = await confirmWith(attackers.links[0], "victims-password-1");
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("That is not the password chosen with this link.");
    expect((await confirmWith(owners.links[0], "victims-password-1")).status).toBe(302);

    expect((await signIn("victim@example.com", "victims-password-1")).length).toBeGreaterThan(10);
    const refused = await post("/auth", {
      intent: "signin",
      email: "victim@example.com",
      password: "attackers-password-2",
    });
    expect(refused.status).toBe(401);
    // Every other pending sign-up went with the confirmation: the attacker's link is dead, whatever password.
    const late = await confirmWith(attackers.links[0], "attackers-password-2");
    expect(late.status).toBe(400);
    expect(await late.text()).toContain("This link is not valid");
    expect((await signIn("victim@example.com", "victims-password-1")).length).toBeGreaterThan(10);
  });

  it("an attacker who signs up after the owner gets nothing either: only the owner's password confirms", async () => {
    await signUp("owner-first@example.com", "owners-password-1");
    await signUp("owner-first@example.com", "attackers-password-2");
    const [attackers, owners] = await outboxMessages("owner-first@example.com", 2);
    // The newest mail is the attacker's: the owner who clicks it by mistake is refused, not handed over.
    expect((await confirmWith(attackers.links[0], "owners-password-1")).status).toBe(401);
    expect((await confirmWith(owners.links[0], "owners-password-1")).status).toBe(302);
    const refused = await post("/auth", {
      intent: "signin",
      email: "owner-first@example.com",
      password: "attackers-password-2",
    });
    expect(refused.status).toBe(401);
    expect((await signIn("owner-first@example.com", "owners-password-1")).length).toBeGreaterThan(10);
  });

  it("a confirmation's password guesses meet the sign-in limits", async () => {
    await signUp("guessed@example.com", "owners-password-1");
    const [link] = await outboxLinks("guessed@example.com");
    const headers = { "CF-Connecting-IP": "203.0.113.77" };
    for (let i = 0; i < 5; i++) expect((await confirmWith(link, `guess-${i}-xyz`, { headers })).status).toBe(401);
    const sixth = await confirmWith(link, "owners-password-1", { headers });
    expect(sixth.status).toBe(429);
    expect((await findUserByEmail(db(), "guessed@example.com"))?.emailVerifiedAt).toBeNull();
  });

  it("an expired link says so and offers a new one", async () => {
    const user = await createAccount("late@example.com", { verified: false });
    const twoDaysAgo = Date.now() - 2 * 24 * 60 * 60 * 1000;
    const pending = await createPendingSignUp(db(), { userId: user.id, passwordHash: user.passwordHash }, 0);
    const token = await createConfirmationToken(env.SESSION_SECRET, pending, twoDaysAgo);
    const expired = await get(`/auth/confirm?token=${encodeURIComponent(token)}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("This link has expired");

    const resent = await post("/auth/confirm?token=x", { email: "late@example.com" });
    expect(await resent.text()).toContain("we&#x27;ve sent a new link");
    const [fresh] = await outboxLinks("late@example.com");
    expect((await get(confirmationPath(fresh))).status).toBe(200);
    expect((await confirmWith(fresh)).status).toBe(302);
    expect((await findUserByEmail(db(), "late@example.com"))?.emailVerifiedAt).toBeTruthy();
  });

  it("an unconfirmed account cannot sign in, and the right password brings a fresh link", async () => {
    await createAccount("pending@example.com", { verified: false });
    const response = await post("/auth", { intent: "signin", email: "pending@example.com", password: PASSWORD });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Please confirm your email address first");
    expect(await outboxLinks("pending@example.com")).toHaveLength(1);
  });

  it("a wrong password and an unknown email get the same message", async () => {
    await createAccount("known@example.com");
    const wrong = await post("/auth", { intent: "signin", email: "known@example.com", password: "nope-nope" });
    const unknown = await post("/auth", { intent: "signin", email: "ghost@example.com", password: "nope-nope" });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    for (const r of [wrong, unknown]) expect(await r.text()).toContain("Invalid email or password");
  });

  it("the server repeats every validation message for browsers without JavaScript", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ intent: "signin", email: "", password: "" }, "Please fill in all fields"],
      [{ intent: "signup", email: "a@b.co", password: "secret-1", confirmPassword: "" }, "Please fill in all fields"],
      [
        { intent: "signup", email: "a@b.co", password: "secret-1", confirmPassword: "secret-2" },
        "Passwords do not match",
      ],
      [
        { intent: "signup", email: "a@b.co", password: "abc", confirmPassword: "abc" },
        "Password must be at least 6 characters",
      ],
      [{ intent: "signup", email: "a@b.co", password: "password1", confirmPassword: "password1" }, "too common"],
    ];
    for (const [fields, message] of cases) {
      const response = await post("/auth", fields);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
    }
  });
});
