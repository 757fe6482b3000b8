import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchJson, HttpError } from "./fetch-json";

function answer(status: number, body: string, contentType = "application/json") {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body, { status, headers: { "Content-Type": contentType } }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("fetchJson", () => {
  it("returns the parsed body of a 2xx answer and asks for JSON", async () => {
    const fetch = answer(200, '{"points":[1,2]}');
    await expect(fetchJson<{ points: number[] }>("/resources/map-points?x=1")).resolves.toEqual({ points: [1, 2] });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/resources/map-points?x=1");
    expect(new Headers(init?.headers).get("Accept")).toBe("application/json");
  });

  it("keeps the caller's method, body and headers", async () => {
    const fetch = answer(200, '{"slugs":[]}');
    await fetchJson("/resources/saved", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    const init = fetch.mock.calls[0][1]!;
    expect(init.method).toBe("POST");
    expect(init.body).toBe("{}");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
  });

  it("throws a refusal as an HttpError with the server's own message", async () => {
    answer(413, '{"error":"The file is larger than 1 MB."}');
    const failure = await fetchJson("/admin/imports").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 413, message: "The file is larger than 1 MB." });
  });

  it("names the status when a refusal says nothing usable", async () => {
    answer(502, "<html>Bad gateway</html>", "text/html");
    await expect(fetchJson("/api/geo/zip/90012")).rejects.toMatchObject({
      status: 502,
      message: "The server answered 502.",
    });
    answer(404, '{"error":""}');
    await expect(fetchJson("/api/geo/zip/00000")).rejects.toMatchObject({
      status: 404,
      message: "The server answered 404.",
    });
  });

  it("throws when a 2xx answer is not JSON", async () => {
    answer(200, "<!DOCTYPE html>", "text/html");
    await expect(fetchJson("/resources/new-and-rising")).rejects.toThrow(
      "/resources/new-and-rising: the answer was not JSON",
    );
  });

  it("passes a lost connection on as it is", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(fetchJson("/resources/saved")).rejects.toThrow(TypeError);
  });
});
