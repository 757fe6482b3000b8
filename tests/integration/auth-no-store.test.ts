import { describe, expect, it } from "vitest";
import { createAccount, get, post, signedInAs } from "./support/auth-helpers";

describe("no cache keeps an auth, account or outbox answer", () => {
  it("every page and form answer of /auth, /auth/*, /account and /dev/outbox says Cache-Control: no-store", async () => {
    await createAccount("cached@example.com", { verified: false });
    const { cookie } = await signedInAs("cache-account@example.com");
    const answers: [string, Response][] = [
      ["GET /auth", await get("/auth")],
      ["POST /auth", await post("/auth", { intent: "signin", email: "x@example.com", password: "wrong-one" })],
      ["GET /auth/confirm", await get("/auth/confirm?token=not-a-token")],
      ["POST /auth/confirm", await post("/auth/confirm?token=x", { email: "cached@example.com" })],
      ["GET /auth/forgot", await get("/auth/forgot")],
      ["POST /auth/forgot", await post("/auth/forgot", { email: "cached@example.com" })],
      ["GET /auth/reset", await get("/auth/reset?token=gone")],
      ["POST /auth/reset", await post("/auth/reset", { token: "gone", password: "a", confirmPassword: "b" })],
      ["GET /account", await get("/account", cookie)],
      ["POST /account", await post("/account", { intent: "sign-out-others" }, { cookie })],
      ["GET /account/data", await get("/account/data", cookie)],
      ["GET /account/deleted", await get("/account/deleted")],
      ["GET /dev/outbox", await get("/dev/outbox")],
    ];
    for (const [label, response] of answers) {
      expect(response.status, label).toBeLessThan(500);
      expect(response.headers.get("Cache-Control"), label).toMatch(/^(private, )?no-store$/);
    }
  });
});
