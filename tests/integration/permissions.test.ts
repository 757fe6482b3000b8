import { SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { adminEmails, clearRoles, createAccount, get, ORIGIN, post, signedInAs } from "./support/auth-helpers";

type Role = "anonymous" | "user" | "admin";
/** `page` endpoints render HTML (the Access Denied page for users); the rest answer JSON or files. */
type Endpoint = { name: string; page?: boolean; send: (cookie?: string) => Promise<Response> };

function upload(cookie?: string) {
  const body = new FormData();
  body.append("kind", "neighborhoods");
  return SELF.fetch(`${ORIGIN}/admin/imports`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
  });
}

/** Every admin page, action and API. New admin endpoints belong in this list. */
const adminEndpoints = (targetId: string): Endpoint[] => [
  { name: "GET /admin", page: true, send: (cookie) => get("/admin", cookie) },
  { name: "GET /admin?tab=users", page: true, send: (cookie) => get("/admin?tab=users", cookie) },
  { name: "GET /admin?tab=restaurants", page: true, send: (cookie) => get("/admin?tab=restaurants", cookie) },
  {
    name: "POST /admin grant",
    page: true,
    send: (cookie) => post("/admin?tab=users", { intent: "grant", email: "grantee@example.com" }, { cookie }),
  },
  {
    name: "POST /admin revoke",
    page: true,
    send: (cookie) => post("/admin?tab=users", { intent: "revoke", userId: targetId }, { cookie }),
  },
  { name: "GET /admin/imports", send: (cookie) => get("/admin/imports?kind=neighborhoods", cookie) },
  { name: "GET /admin/imports?id=", send: (cookie) => get("/admin/imports?id=no-such-job", cookie) },
  { name: "POST /admin/imports", send: upload },
  { name: "GET /admin/imports/:id/file", send: (cookie) => get("/admin/imports/no-such-job/file", cookie) },
  { name: "GET /admin/imports/:id/rejected", send: (cookie) => get("/admin/imports/no-such-job/rejected", cookie) },
];

beforeEach(clearRoles);

describe("the admin permission matrix", () => {
  it("anonymous visitors are sent to sign in and back; users get 403 Access Denied; admins get in", async () => {
    const admin = await signedInAs("boss@example.com", { admin: true });
    const other = await createAccount("second-admin@example.com", { admin: true });
    const user = await signedInAs("diner@example.com");
    await createAccount("grantee@example.com");
    const cookies: Record<Role, string | undefined> = { anonymous: undefined, user: user.cookie, admin: admin.cookie };

    for (const endpoint of adminEndpoints(other.id)) {
      const anonymous = await endpoint.send(cookies.anonymous);
      expect(anonymous.status, `${endpoint.name} as anonymous`).toBe(302);
      expect(anonymous.headers.get("Location")).toMatch(/^\/auth\?redirectTo=%2Fadmin/);

      const denied = await endpoint.send(cookies.user);
      expect(denied.status, `${endpoint.name} as user`).toBe(403);
      if (endpoint.page) {
        const text = await denied.text();
        expect(text).toContain("Access Denied");
        expect(text).toContain("You don&#x27;t have permission to access this page. Admin privileges are required.");
        expect(text).toContain("Go Home");
      } else {
        expect(await denied.json()).toMatchObject({ error: "Admin privileges are required." });
      }
      expect(await adminEmails()).toEqual(["boss@example.com", "second-admin@example.com"]);
    }

    // Admins get past the guard: a page, or the endpoint's own answer (404 for a missing job, 400 without a file).
    const expected: Record<string, number> = {
      "GET /admin/imports?id=": 404,
      "POST /admin/imports": 400,
      "GET /admin/imports/:id/file": 404,
      "GET /admin/imports/:id/rejected": 404,
    };
    for (const endpoint of adminEndpoints(other.id)) {
      const response = await endpoint.send(cookies.admin);
      expect(response.status, `${endpoint.name} as admin`).toBe(expected[endpoint.name] ?? 200);
    }
    expect(await adminEmails()).toEqual(["boss@example.com", "grantee@example.com"]);
  });

  it("an anonymous visitor to /admin?tab=users is brought back there after signing in", async () => {
    await createAccount("returning@example.com", { admin: true });
    const response = await get("/admin?tab=users");
    expect(response.headers.get("Location")).toBe("/auth?redirectTo=%2Fadmin%3Ftab%3Dusers");
    const signedIn = await post("/auth", {
      intent: "signin",
      email: "returning@example.com",
      password: "tacos-al-pastor-99",
      redirectTo: "/admin?tab=users",
    });
    expect(signedIn.headers.get("Location")).toBe("/admin?tab=users");
  });

  it("gaining or losing the admin role takes effect on the very next request", async () => {
    const boss = await signedInAs("boss2@example.com", { admin: true });
    const helper = await signedInAs("helper@example.com");
    expect((await get("/admin", helper.cookie)).status).toBe(403);

    await post("/admin", { intent: "grant", email: "helper@example.com" }, { cookie: boss.cookie });
    expect((await get("/admin", helper.cookie)).status).toBe(200);

    await post("/admin", { intent: "revoke", userId: helper.user.id }, { cookie: boss.cookie });
    expect((await get("/admin", helper.cookie)).status).toBe(403);
  });
});
