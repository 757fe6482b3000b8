import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { isSameOriginRequest, withPostOnlyActions, withSameOriginMutations } from "./mutation-guard";

const post = (headers: Record<string, string>, method = "POST") =>
  new Request("https://laeats.example/admin", { method, headers });

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
});

describe("the Worker's mutation guard", () => {
  const app = new Hono();
  app.use("*", withSameOriginMutations());
  app.use("*", withPostOnlyActions());
  app.all("*", (c) => c.text("ran"));

  it("answers 403 to a cross-site POST before anything runs, and lets reads through", async () => {
    const refused = await app.request(post({ Origin: "https://evil.example" }));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe("Cross-site request refused");
    expect(await (await app.request(post({}, "GET"))).text()).toBe("ran");
  });

  it("lets a same-origin POST through and answers 405 to any other mutation", async () => {
    const origin = { Origin: "https://laeats.example" };
    expect(await (await app.request(post(origin))).text()).toBe("ran");
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const refused = await app.request(post(origin, method));
      expect(refused.status, method).toBe(405);
      expect(refused.headers.get("Allow")).toBe("GET, HEAD, POST");
    }
  });
});
