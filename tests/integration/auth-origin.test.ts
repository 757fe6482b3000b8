import { beforeEach, describe, expect, it } from "vitest";
import { adminEmails, clearRoles, createAccount, get, post, signedInAs } from "./support/auth-helpers";

beforeEach(clearRoles);

describe("Origin checks on every mutation", () => {
  const foreign = { Origin: "https://evil.example" };
  const crossSite = { "Sec-Fetch-Site": "cross-site", Origin: "" };

  it("refuses cross-site admin actions, by Origin or by Sec-Fetch-Site, and changes nothing", async () => {
    const { cookie } = await signedInAs("guard@example.com", { admin: true });
    await createAccount("victim@example.com");
    const grant = { intent: "grant", email: "victim@example.com" };
    const bySite = await post("/admin", grant, { cookie, headers: crossSite });
    expect(bySite.status).toBe(403);
    expect((await post("/admin", grant, { cookie, headers: foreign })).status).toBe(403);
    // A foreign Origin beside a same-origin label is a forgery: a clean 403, never Remix's host-check 500.
    for (const path of ["/admin", "/auth", "/auth/confirm"]) {
      const forged = await post(path, grant, { cookie, headers: { ...foreign, "Sec-Fetch-Site": "same-origin" } });
      expect(forged.status, path).toBe(403);
    }
    const unlabelled = await post("/admin", grant, { cookie, headers: { Origin: "" } });
    expect(unlabelled.status).toBe(403);
    expect(await adminEmails()).toEqual(["guard@example.com"]);

    const sameOrigin = await post("/admin", grant, {
      cookie,
      headers: { Origin: "", "Sec-Fetch-Site": "same-origin" },
    });
    expect(sameOrigin.status).toBe(200);
    expect(await adminEmails()).toEqual(["guard@example.com", "victim@example.com"]);
  });

  it("refuses cross-site sign-in, sign-up, sign-out, bootstrap, saved-list and resend requests", async () => {
    const { cookie } = await signedInAs("member@example.com");
    const attempts: [string, Record<string, string>][] = [
      ["/auth", { intent: "signin", email: "member@example.com", password: "tacos-al-pastor-99" }],
      [
        "/auth",
        { intent: "signup", email: "new@example.com", password: "a-good-one-1", confirmPassword: "a-good-one-1" },
      ],
      ["/sign-out", {}],
      ["/admin/bootstrap", {}],
      ["/resources/saved", { intent: "add", slug: "bestia" }],
      ["/auth/confirm?token=x", { email: "member@example.com" }],
    ];
    for (const [path, fields] of attempts) {
      const response = await post(path, fields, { cookie, headers: crossSite });
      expect(response.status, path).toBe(403);
    }
    for (const path of ["/sign-out", "/admin/bootstrap", "/resources/saved"]) {
      expect((await post(path, {}, { cookie, headers: foreign })).status, path).toBe(403);
    }
    expect(await adminEmails()).toEqual([]);
    expect((await get("/resources/saved", cookie)).status).toBe(200);
    expect(await (await get("/dev/outbox", cookie)).text()).toContain("Signed in as");
  });

  it("refuses a cross-site POST to the JSON API before it is routed", async () => {
    for (const headers of [foreign, crossSite]) {
      const refused = await post("/api/geo/zip/90012", {}, { headers });
      expect(refused.status).toBe(403);
      expect(await refused.text()).toBe("Cross-site request refused");
    }
    // From this origin the API answers for itself: it takes no POSTs, so its own JSON 404.
    const own = await post("/api/geo/zip/90012", {});
    expect(own.status).toBe(404);
    expect(await own.json()).toEqual({ error: "Not found" });
  });

  it("mutations are POST-only", async () => {
    const { cookie } = await signedInAs("methods@example.com", { admin: true });
    for (const path of ["/admin", "/sign-out", "/resources/saved", "/admin/bootstrap", "/auth"]) {
      expect((await post(path, { intent: "clear" }, { cookie, method: "PUT" })).status, path).toBe(405);
    }
    expect((await get("/sign-out", cookie)).status).toBe(405);
  });
});
