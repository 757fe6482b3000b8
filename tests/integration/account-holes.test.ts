import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { createDb } from "~/db/client.server";
import { completePasswordReset } from "~/services/password-reset.server";
import { createAccount, ORIGIN, PASSWORD, post, signIn } from "./support/auth-helpers";

const MAIL_API = "https://mail-api.example/send";
const SLOW_MAIL_MS = 2_000;

/**
 * The worker as production runs it with a mail API configured, that API answering after 2 s: each
 * request gets its own execution context, so the test can tell the answer from the mail sent after it.
 */
async function withSlowMail(path: string, fields: Record<string, string>, ip: string) {
  const sent: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== MAIL_API) throw new Error(`unexpected fetch of ${url}`);
    await new Promise((resolve) => setTimeout(resolve, SLOW_MAIL_MS));
    sent.push(JSON.parse(String(init?.body)).subject);
    return new Response("{}", { status: 200 });
  });
  const ctx = createExecutionContext();
  const request = new Request(ORIGIN + path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: ORIGIN, Host: new URL(ORIGIN).host, "CF-Connecting-IP": ip },
  });
  const started = Date.now();
  const response = await worker.fetch(request, { ...env, MAIL_API_URL: MAIL_API, MAIL_API_KEY: "test-key" }, ctx);
  const answeredMs = Date.now() - started;
  await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, answeredMs, sent };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("answers never wait on the mail", () => {
  it("sign-up, resend and reset answer before a mail API that takes 2 s, known address or not, and the mail still goes", async () => {
    await createAccount("known-mail@example.com");
    await createAccount("unconfirmed-mail@example.com", { verified: false });
    const cases: [string, Record<string, string>, string][] = [
      [
        "/auth",
        { intent: "signup", email: "new-mail@example.com", password: PASSWORD, confirmPassword: PASSWORD },
        "Confirm your email for LA Eats Ranked",
      ],
      [
        "/auth",
        { intent: "signup", email: "known-mail@example.com", password: PASSWORD, confirmPassword: PASSWORD },
        "Someone tried to create an account with your address",
      ],
      ["/auth/confirm?token=x", { email: "unconfirmed-mail@example.com" }, "Confirm your email for LA Eats Ranked"],
      ["/auth/forgot", { email: "known-mail@example.com" }, "Reset your LA Eats Ranked password"],
    ];
    for (const [i, [path, fields, subject]] of cases.entries()) {
      const { status, answeredMs, sent } = await withSlowMail(path, fields, `198.51.100.${60 + i}`);
      expect(status, path).toBe(200);
      expect(answeredMs, `${path} answered in ${answeredMs} ms`).toBeLessThan(SLOW_MAIL_MS / 2);
      expect(sent, path).toEqual([subject]);
    }
    // An address with nothing to mail answers the same way, and mails nothing.
    for (const [path, fields] of [
      ["/auth/confirm?token=x", { email: "known-mail@example.com" }],
      ["/auth/forgot", { email: "nobody-mail@example.com" }],
    ] as const) {
      const { status, sent } = await withSlowMail(path, fields, "198.51.100.70");
      expect([status, sent]).toEqual([200, []]);
    }
  });
});

describe("per-client limits count an IPv6 client by its /64", () => {
  it("40 wrong passwords from 40 addresses of one /64 meet the limit, and the right one is then refused too", async () => {
    await createAccount("v6-target@example.com");
    const statuses: number[] = [];
    for (let i = 1; i <= 40; i++) {
      const ip = `2001:db8:aa:bb:${i.toString(16)}::${(i * 7).toString(16)}`;
      const response = await post(
        "/auth",
        { intent: "signin", email: `v6-${i % 8}@example.com`, password: "wrong-one-1" },
        { headers: { "CF-Connecting-IP": ip } },
      );
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    const right = await post(
      "/auth",
      { intent: "signin", email: "v6-target@example.com", password: PASSWORD },
      { headers: { "CF-Connecting-IP": "2001:db8:aa:bb::1" } },
    );
    expect(right.status).toBe(429);
    // Another /64 is another client.
    expect((await signIn("v6-target@example.com", PASSWORD, "2001:db8:aa:cc::1")).length).toBeGreaterThan(10);
  });

  it("reset mails to one inbox from addresses of one /64 stop at the per-address limit", async () => {
    await createAccount("v6-inbox@example.com");
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const ip = `2001:db8:cc:dd::${i.toString(16)}`;
      statuses.push(
        (await post("/auth/forgot", { email: "v6-inbox@example.com" }, { headers: { "CF-Connecting-IP": ip } })).status,
      );
    }
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
  });
});

describe("/auth/reset checks the token before any hashing", () => {
  it("a bogus token is refused without a hash, and one client's tries are limited", async () => {
    let hashes = 0;
    const countingHash = async (password: string) => {
      hashes++;
      return password;
    };
    const request = new Request(`${ORIGIN}/auth/reset`, { headers: { "CF-Connecting-IP": "198.51.100.80" } });
    const context = { db: createDb(env.DB), cloudflare: { env, ctx: createExecutionContext() } } as never;
    expect(await completePasswordReset(request, context, "bogus-token", "new-password-9", countingHash)).toEqual({
      ok: false,
      throttled: null,
    });
    expect(hashes).toBe(0);

    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await post(
        "/auth/reset",
        { token: `bogus-${i}`, password: "new-password-9", confirmPassword: "new-password-9" },
        { headers: { "CF-Connecting-IP": "198.51.100.81" } },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(410), 429]);
  });
});
