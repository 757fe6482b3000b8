import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { mergeSlugs } from "~/models/user-lists.server";
import { createAccount, db, get, PASSWORD, post, signedInAs, signIn } from "./support/auth-helpers";

const NEW_PASSWORD = "birria-tacos-at-noon-3";
const change = (cookie: string, fields: Record<string, string>) =>
  post("/account", { intent: "change-password", ...fields }, { cookie });
const rowsOf = async (table: string, userId: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`).bind(userId).first<{ n: number }>())!.n;
const OWN_TABLES = [
  "sessions",
  "user_roles",
  "saved_restaurants",
  "been_restaurants",
  "pending_sign_ups",
  "password_resets",
];

describe("the account page", () => {
  it("sends visitors to sign in, and shows a signed-in person their sessions and forms", async () => {
    const anonymous = await get("/account");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/auth?redirectTo=%2Faccount");
    const { cookie } = await signedInAs("page@example.com");
    await signIn("page@example.com");
    const page = await get("/account", cookie);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of ["Your account", "page@example.com", "Change Password", "Sign out everywhere else"])
      expect(html).toContain(text);
    expect(html.match(/Signed in [A-Z][a-z]+ \d/g)).toHaveLength(2);
    expect(html).toContain("This device");
    expect(await (await get("/", cookie)).text()).toContain('href="/account"');
  });

  it("holds guesses at the current password to the sign-in limits: the sixth wrong try in a row is refused with 429", async () => {
    const { cookie } = await signedInAs("guessed@example.com");
    const guess = () =>
      change(cookie, { currentPassword: "a-guess-1", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(400);
    const refused = await guess();
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Too many sign-in attempts.");
  });

  it("changes the password only with the current one, and signs out every other session", async () => {
    const { cookie } = await signedInAs("changer@example.com");
    const other = await signIn("changer@example.com");
    const wrong = await change(cookie, {
      currentPassword: "not-it-at-all",
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Your current password is not right.");
    const short = await change(cookie, { currentPassword: PASSWORD, password: "abc12", confirmPassword: "abc12" });
    expect(await short.text()).toContain("Password must be at least 6 characters");
    const missing = await change(cookie, {
      currentPassword: "",
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(await missing.text()).toContain("Please fill in all fields");

    const done = await change(cookie, {
      currentPassword: PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Your password is changed.");
    expect((await get("/resources/saved", other)).status).toBe(401);
    expect((await get("/resources/saved", cookie)).status).toBe(200);
    expect((await post("/auth", { intent: "signin", email: "changer@example.com", password: PASSWORD })).status).toBe(
      401,
    );
    expect((await signIn("changer@example.com", NEW_PASSWORD)).length).toBeGreaterThan(10);
  });

  it("signs out everywhere else and keeps this session", async () => {
    const { cookie } = await signedInAs("everywhere@example.com");
    const phone = await signIn("everywhere@example.com");
    const laptop = await signIn("everywhere@example.com");
    const unasked = await post("/account", { intent: "sign-out-others" }, { cookie });
    expect(unasked.status).toBe(400);
    expect(await unasked.text()).toContain("Enter your current password.");
    const wrong = await post("/account", { intent: "sign-out-others", currentPassword: "not-it-123" }, { cookie });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Your current password is not right.");
    for (const still of [phone, laptop]) expect((await get("/resources/saved", still)).status).toBe(200);
    const response = await post("/account", { intent: "sign-out-others", currentPassword: PASSWORD }, { cookie });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Signed out everywhere else (2 other sessions).");
    for (const gone of [phone, laptop]) expect((await get("/resources/saved", gone)).status).toBe(401);
    expect((await get("/resources/saved", cookie)).status).toBe(200);
  });

  it("downloads the account's email, saved list and Been list as JSON, never stored", async () => {
    const { user, cookie } = await signedInAs("download@example.com");
    await mergeSlugs(db(), "saved", user.id, ["bestia", "kismet"]);
    await mergeSlugs(db(), "been", user.id, ["republique"]);
    const response = await get("/account/data", cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="la-eats-ranked-my-data.json"');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toMatchObject({
      email: "download@example.com",
      saved: ["bestia", "kismet"],
      been: ["republique"],
    });
    expect((await get("/account/data")).status).toBe(302);
  });

  it("deletes the account and everything it owns after the address is typed, and the address can sign up afresh", async () => {
    const { user, cookie } = await signedInAs("leaving@example.com");
    await mergeSlugs(db(), "saved", user.id, ["bestia"]);
    await mergeSlugs(db(), "been", user.id, ["kismet"]);
    await post("/auth/forgot", { email: "leaving@example.com" });
    const refused = await post("/account", { intent: "delete", confirmEmail: "leave" }, { cookie });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("To delete your account, type your email address exactly as shown.");
    expect(await rowsOf("password_resets", user.id)).toBe(1);

    const unasked = await post("/account", { intent: "delete", confirmEmail: "Leaving@Example.com" }, { cookie });
    expect(unasked.status).toBe(400);
    expect(await unasked.text()).toContain("Enter your current password.");
    const wrong = { intent: "delete", confirmEmail: "Leaving@Example.com", currentPassword: "not-it-123" };
    expect(await (await post("/account", wrong, { cookie })).text()).toContain("Your current password is not right.");
    expect(await rowsOf("password_resets", user.id)).toBe(1);
    const deleted = await post(
      "/account",
      { intent: "delete", confirmEmail: "Leaving@Example.com", currentPassword: PASSWORD },
      { cookie },
    );
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/account/deleted");
    expect(deleted.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
    expect(deleted.headers.get("Clear-Site-Data")).toBe('"storage"');
    expect(await env.DB.prepare("SELECT id FROM users WHERE id = ?").bind(user.id).first()).toBeNull();
    for (const table of OWN_TABLES) expect(await rowsOf(table, user.id), table).toBe(0);
    expect((await get("/resources/saved", cookie)).status).toBe(401);

    const again = await post("/auth", {
      intent: "signup",
      email: "leaving@example.com",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(again.status).toBe(200);
    expect(
      await env.DB.prepare("SELECT email_verified_at FROM users WHERE email = 'leaving@example.com'").first(),
    ).toEqual({
      email_verified_at: null,
    });
  });

  it("the last admin cannot delete itself; an admin with a colleague can", async () => {
    await env.DB.exec("DELETE FROM user_roles");
    const { user, cookie } = await signedInAs("only-admin@example.com", { admin: true });
    const leave = { intent: "delete", confirmEmail: "only-admin@example.com", currentPassword: PASSWORD };
    const refused = await post("/account", leave, { cookie });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("You are the only admin.");
    expect(await rowsOf("user_roles", user.id)).toBe(1);

    await createAccount("second-admin@example.com", { admin: true });
    const deleted = await post("/account", leave, { cookie });
    expect(deleted.status).toBe(302);
    expect(await rowsOf("user_roles", user.id)).toBe(0);
  });

  it("refuses an unknown request", async () => {
    const { cookie } = await signedInAs("unknown-intent@example.com");
    const response = await post("/account", { intent: "make-me-admin" }, { cookie });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Unknown request");
  });
});
