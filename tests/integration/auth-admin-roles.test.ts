import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { users } from "~/db/schema.server";
import { adminEmails, clearRoles, createAccount, db, get, post, signedInAs } from "./support/auth-helpers";

beforeEach(clearRoles);

describe("granting and revoking in the Users tab", () => {
  it("says when the email is missing, when no account has it, and when the role is granted", async () => {
    const { cookie } = await signedInAs("chief@example.com", { admin: true });
    await createAccount("sous@example.com");
    const empty = await post("/admin", { intent: "grant", email: "  " }, { cookie });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Please enter an email address");
    const unknown = await post("/admin", { intent: "grant", email: "nobody@example.com" }, { cookie });
    expect(await unknown.text()).toContain("Failed to add admin role");
    const granted = await post("/admin", { intent: "grant", email: "SOUS@example.com" }, { cookie });
    expect(await granted.text()).toContain("Admin role added successfully!");
    expect(await adminEmails()).toEqual(["chief@example.com", "sous@example.com"]);
  });

  it("the last admin can never be revoked, not even by two admins revoking each other at once", async () => {
    const a = await signedInAs("alpha@example.com", { admin: true });
    const lonely = await post("/admin?tab=users", { intent: "revoke", userId: a.user.id }, { cookie: a.cookie });
    expect(lonely.status).toBe(409);
    expect(await lonely.text()).toContain("The last admin can&#x27;t be removed");
    expect(await adminEmails()).toEqual(["alpha@example.com"]);

    const b = await signedInAs("bravo@example.com", { admin: true });
    await Promise.all([
      post("/admin", { intent: "revoke", userId: b.user.id }, { cookie: a.cookie }),
      post("/admin", { intent: "revoke", userId: a.user.id }, { cookie: b.cookie }),
    ]);
    expect(await adminEmails()).toHaveLength(1);
  });

  it("an admin who revokes their own role (not the last) is sent home and loses access", async () => {
    const a = await signedInAs("self@example.com", { admin: true });
    await createAccount("keeper@example.com", { admin: true });
    const response = await post("/admin", { intent: "revoke", userId: a.user.id }, { cookie: a.cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect((await get("/admin", a.cookie)).status).toBe(403);
  });
});

describe("the one-time 'Make Yourself Admin' bootstrap", () => {
  it("while no admin exists, the configured address sees it and can make only itself admin", async () => {
    const first = await signedInAs("bootstrap@example.com");
    await createAccount("bystander@example.com");
    const page = await get("/admin", first.cookie);
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("Make Yourself Admin");

    // An email in the form is ignored: the role goes to the signed-in user alone.
    const response = await post("/admin/bootstrap", { email: "bystander@example.com" }, { cookie: first.cookie });
    expect(response.headers.get("Location")).toBe("/admin?tab=users");
    expect(await adminEmails()).toEqual(["bootstrap@example.com"]);
    expect((await get("/admin", first.cookie)).status).toBe(200);
  });

  it("on a fresh deploy, any other signed-in user is refused: the first confirmed stranger cannot claim admin", async () => {
    const stranger = await signedInAs("stranger@example.com");
    const page = await get("/admin", stranger.cookie);
    expect(page.status).toBe(403);
    expect(await page.text()).not.toContain("Make Yourself Admin");
    expect(await (await get("/", stranger.cookie)).text()).not.toContain("Make Yourself Admin");
    const response = await post("/admin/bootstrap", {}, { cookie: stranger.cookie });
    expect(response.status).toBe(403);
    expect(await adminEmails()).toEqual([]);
  });

  it("once an admin exists the tool disappears and pressing it anyway grants nothing", async () => {
    await createAccount("existing-admin@example.com", { admin: true });
    await db().delete(users).where(eq(users.email, "bootstrap@example.com"));
    const late = await signedInAs("bootstrap@example.com");
    const page = await get("/admin", late.cookie);
    expect(await page.text()).not.toContain("Make Yourself Admin");
    const response = await post("/admin/bootstrap", {}, { cookie: late.cookie });
    expect(response.headers.get("Location")).toBe("/admin");
    expect(await adminEmails()).toEqual(["existing-admin@example.com"]);
  });

  it("anonymous visitors cannot use it, and it is POST-only", async () => {
    const anonymous = await post("/admin/bootstrap", {});
    expect(anonymous.headers.get("Location")).toBe("/auth?redirectTo=%2Fadmin");
    expect((await get("/admin/bootstrap")).status).toBe(405);
    expect(await adminEmails()).toEqual([]);
  });
});
