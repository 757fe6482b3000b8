import { afterEach, describe, expect, it, vi } from "vitest";
import { createMailer, listOutbox } from "./mailer.server";

/** Just enough of KVNamespace for the outbox: put, get (json) and a sorted, prefixed list. */
function memoryKv() {
  const store = new Map<string, string>();
  return {
    store,
    kv: {
      put: async (key: string, value: string) => void store.set(key, value),
      get: async (key: string) => JSON.parse(store.get(key) ?? "null"),
      list: async ({ prefix, limit }: { prefix: string; limit: number }) => ({
        keys: [...store.keys()]
          .filter((k) => k.startsWith(prefix))
          .sort()
          .slice(0, limit)
          .map((name) => ({ name })),
      }),
    } as unknown as KVNamespace,
  };
}

const message = (subject: string) => ({ to: "diner@example.com", subject, text: "Hello", html: "<p>Hello</p>" });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the mailer", () => {
  it("locally writes each message to the log and the outbox, newest first", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const { kv } = memoryKv();
    const mailer = createMailer({ ENVIRONMENT: "development", CACHE: kv });
    vi.setSystemTime(new Date("2025-08-21T12:00:00Z"));
    await mailer.send(message("first"));
    vi.setSystemTime(new Date("2025-08-21T12:00:01Z"));
    await mailer.send(message("second"));
    expect((await listOutbox(kv)).map((m) => m.subject)).toEqual(["second", "first"]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("to diner@example.com: first"));
  });

  it("refuses to pretend in production when no mail API is configured", async () => {
    const { kv, store } = memoryKv();
    await expect(createMailer({ ENVIRONMENT: "production", CACHE: kv }).send(message("x"))).rejects.toThrow(
      /Mail is not configured/,
    );
    expect(store.size).toBe(0);
  });

  it("posts to the configured HTTP mail API with its key and sender", async () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const mailer = createMailer({
      ENVIRONMENT: "production",
      CACHE: memoryKv().kv,
      MAIL_API_URL: "https://mail.example/emails",
      MAIL_API_KEY: "key-1",
      MAIL_FROM: "LA Eats <hi@laeats.example>",
    });
    await mailer.send(message("Confirm"));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://mail.example/emails");
    expect(new Headers(init.headers).get("Authorization")).toBe("Bearer key-1");
    expect(JSON.parse(String(init.body))).toMatchObject({
      from: "LA Eats <hi@laeats.example>",
      to: ["diner@example.com"],
    });
  });

  it("reports a failing mail API instead of losing the message silently", async () => {
    vi.stubGlobal("fetch", async () => new Response("nope", { status: 500 }));
    const mailer = createMailer({ ENVIRONMENT: "production", CACHE: memoryKv().kv, MAIL_API_URL: "https://m.example" });
    await expect(mailer.send(message("x"))).rejects.toThrow("Mail API answered 500");
  });
});
