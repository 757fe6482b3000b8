import { env, SELF } from "cloudflare:test";
import { vi } from "vitest";
import { createDb } from "~/db/client.server";
import { grantAdmin, listAdmins } from "~/models/roles.server";
import { createUser, markEmailVerified } from "~/models/users.server";
import { hashPassword } from "~/services/password.server";

/** Shared by the auth, permissions and saved-list tests: accounts, cookies and same-origin requests. */
export const ORIGIN = "https://example.com";
export const PASSWORD = "tacos-al-pastor-99";

type Fields = Record<string, string | string[]>;
type Options = { cookie?: string; headers?: Record<string, string>; method?: string };

export function db() {
  return createDb(env.DB);
}

export function get(path: string, cookie?: string, base = ORIGIN) {
  return SELF.fetch(base + path, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
}

/**
 * A form POST as a browser on this site sends it: Origin and Host (Remix itself compares the two on
 * document POSTs), unless the test overrides them.
 */
export function post(path: string, fields: Fields, { cookie, headers = {}, method = "POST" }: Options = {}) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
  return SELF.fetch(ORIGIN + path, {
    method,
    body,
    redirect: "manual",
    headers: { Origin: ORIGIN, Host: new URL(ORIGIN).host, ...(cookie ? { Cookie: cookie } : {}), ...headers },
  });
}

/** The name=value part of a response's session cookie. */
export function sessionCookieOf(response: Response): string {
  const header = response.headers.getSetCookie().find((c) => c.includes("session="));
  if (!header) throw new Error(`no session cookie (status ${response.status})`);
  return header.split(";")[0];
}

export async function createAccount(email: string, options: { verified?: boolean; admin?: boolean } = {}) {
  const user = await createUser(db(), { email, passwordHash: await hashPassword(PASSWORD) });
  if (options.verified !== false) await markEmailVerified(db(), user.id);
  if (options.admin) await grantAdmin(db(), user.id, null);
  return user;
}

let clients = 0;

/** Each sign-in comes from its own client address, so the per-client limit never interferes. */
export async function signIn(email: string, password = PASSWORD, ip = `10.0.${clients >> 8}.${clients++ & 255}`) {
  const response = await post("/auth", { intent: "signin", email, password }, { headers: { "CF-Connecting-IP": ip } });
  if (response.status !== 302) throw new Error(`sign-in failed with ${response.status}`);
  return sessionCookieOf(response);
}

export async function signedInAs(email: string, options: { admin?: boolean } = {}) {
  const user = await createAccount(email, options);
  return { user, cookie: await signIn(email) };
}

/** Links in the local outbox's messages to `to`, newest message first (see outboxMessages for `count`). */
export async function outboxLinks(to: string, count = 1): Promise<string[]> {
  return (await outboxMessages(to, count)).flatMap((m) => m.links);
}

/**
 * Messages in the local outbox to `to`, newest first, each with its subject and links, once there are
 * at least `count`: mail goes out after the answer (ctx.waitUntil), so it can land a moment later.
 */
export async function outboxMessages(to: string, count = 1): Promise<{ subject: string; links: string[] }[]> {
  return vi.waitFor(
    async () => {
      const { keys } = await env.CACHE.list({ prefix: "outbox:" });
      const messages = await Promise.all(
        keys.map((k) => env.CACHE.get<{ to: string; subject: string; text: string }>(k.name, "json")),
      );
      const found = messages
        .filter((m) => m?.to === to)
        .map((m) => ({ subject: m!.subject, links: m!.text.match(/https?:\/\/\S+/g) ?? [] }));
      if (found.length < count) throw new Error(`${found.length} of ${count} messages to ${to} so far`);
      return found;
    },
    { timeout: 5_000, interval: 20 },
  );
}

/** Confirms from a mailed link as its page does: the token the link carries and the password typed. */
export function confirmWith(link: string, password = PASSWORD, options: Options = {}) {
  const token = new URL(link).searchParams.get("token") ?? "";
  return post(confirmationPath(link), { intent: "confirm", token, password }, options);
}

export function confirmationPath(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}

export async function adminEmails(): Promise<string[]> {
  return (await listAdmins(db())).map((a) => a.email).sort();
}

/** Tests about who is admin start from nobody. */
export async function clearRoles(): Promise<void> {
  await env.DB.exec("DELETE FROM user_roles");
}
