import { describe, expect, it } from "vitest";
import { assertSameOrigin, guardMutation, isSameOriginRequest } from "./origin.server";

const post = (headers: Record<string, string>, method = "POST") =>
  new Request("https://laeats.example/admin", { method, headers });

async function statusOf(fn: () => void): Promise<number | null> {
  try {
    fn();
    return null;
  } catch (thrown) {
    return (thrown as Response).status;
  }
}

describe("same-origin checks for mutations", () => {
  it("accepts a browser's same-origin label, and a matching Origin when the label is absent", () => {
    expect(isSameOriginRequest(post({ "Sec-Fetch-Site": "same-origin" }))).toBe(true);
    expect(isSameOriginRequest(post({ Origin: "https://laeats.example" }))).toBe(true);
  });

  it("refuses cross-site and same-site requests even when Origin looks right", () => {
    expect(isSameOriginRequest(post({ "Sec-Fetch-Site": "cross-site", Origin: "https://laeats.example" }))).toBe(false);
    expect(isSameOriginRequest(post({ "Sec-Fetch-Site": "same-site" }))).toBe(false);
  });

  it("refuses another origin, a null origin and a request with neither header", () => {
    expect(isSameOriginRequest(post({ Origin: "https://evil.example" }))).toBe(false);
    expect(isSameOriginRequest(post({ Origin: "http://laeats.example" }))).toBe(false);
    expect(isSameOriginRequest(post({ Origin: "null" }))).toBe(false);
    expect(isSameOriginRequest(post({}))).toBe(false);
  });

  it("refuses a foreign Origin even when the request claims to be same-origin", () => {
    expect(isSameOriginRequest(post({ "Sec-Fetch-Site": "same-origin", Origin: "https://evil.example" }))).toBe(false);
    expect(isSameOriginRequest(post({ "Sec-Fetch-Site": "same-origin", Origin: "https://laeats.example" }))).toBe(true);
  });

  it("refuses a Host or X-Forwarded-Host that names another site", () => {
    const origin = { Origin: "https://laeats.example" };
    expect(isSameOriginRequest(post({ ...origin, "X-Forwarded-Host": "evil.example" }))).toBe(false);
    expect(isSameOriginRequest(post({ ...origin, Host: "evil.example" }))).toBe(false);
    expect(isSameOriginRequest(post({ ...origin, Host: "laeats.example" }))).toBe(true);
  });

  it("throws 403 for a cross-site POST and lets reads through", async () => {
    expect(await statusOf(() => assertSameOrigin(post({ Origin: "https://evil.example" })))).toBe(403);
    expect(await statusOf(() => assertSameOrigin(post({}, "GET")))).toBeNull();
  });

  it("allows mutations only by POST", async () => {
    expect(await statusOf(() => guardMutation(post({ Origin: "https://laeats.example" }, "DELETE")))).toBe(405);
    expect(await statusOf(() => guardMutation(post({ Origin: "https://laeats.example" })))).toBeNull();
  });
});
