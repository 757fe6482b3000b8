import { describe, expect, it } from "vitest";
import { readSessionToken, serializeSessionCookie } from "./session.server";

const env = (secret: string) => ({ SESSION_SECRET: secret.padEnd(32, "x"), ENVIRONMENT: "production" });
const request = (cookie: string) => new Request("https://example.com/", { headers: { Cookie: cookie } });
const cookiePair = (setCookie: string) => setCookie.split(";")[0];

describe("readSessionToken", () => {
  it("reads a cookie signed with the env's secret, and nothing from a forged or foreign one", async () => {
    const ours = env("a");
    const cookie = cookiePair(await serializeSessionCookie(request(""), ours, "token-1"));
    expect(await readSessionToken(request(cookie), ours)).toBe("token-1");
    expect(await readSessionToken(request(cookie), env("b"))).toBeNull();
    expect(await readSessionToken(request(cookie.replace(/.$/, "A")), ours)).toBeNull();
    expect(await readSessionToken(request("other=1"), ours)).toBeNull();
  });

  it("verifies a request's cookie once, and never hands one request's answer to another", async () => {
    const ours = env("c");
    const cookie = cookiePair(await serializeSessionCookie(request(""), ours, "token-2"));
    const one = request(cookie);
    const first = readSessionToken(one, ours);
    expect(readSessionToken(one, ours)).toBe(first);
    // The same cookie on another request is verified again: its own promise, the same answer.
    const another = readSessionToken(request(cookie), ours);
    expect(another).not.toBe(first);
    expect(await another).toBe("token-2");
    expect(await first).toBe("token-2");
  });
});
