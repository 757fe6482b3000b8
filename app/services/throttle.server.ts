import type { Db } from "~/db/client.server";
import { clientKey } from "~/lib/client-key";
import { hitRateLimit, resetRateLimit } from "~/models/rate-limits.server";

/** Counted per client and per account+client, never per account alone: a stranger's failures slow only the stranger,
 * so nobody can lock the owner out, and one address cannot sweep many accounts. */
const SIGN_IN_LIMITS = {
  accountClient: { limit: 5, windowSeconds: 15 * 60 },
  client: { limit: 30, windowSeconds: 15 * 60 },
};
/** Per address+client and per client, never per address alone: nobody floods an inbox or spends its allowance. */
const MAIL_LIMITS = {
  addressClient: { limit: 5, windowSeconds: 60 * 60 },
  client: { limit: 20, windowSeconds: 60 * 60 },
};
/** Setting a password from a reset link: a person needs one or two tries, a token guesser thousands. */
const RESET_LIMIT = { limit: 10, windowSeconds: 15 * 60 };
/** Reports land in D1 and in an admin's queue: a handful an hour from one client is plenty. */
const REPORT_LIMIT = { limit: 5, windowSeconds: 60 * 60 };
/** Each share link is a row kept for good: a person shares a few lists an hour, a script thousands. */
const SHARE_LIMIT = { limit: 20, windowSeconds: 60 * 60 };

/** A limit's refusal: an expected answer, so a value the caller returns as its own, never an exception. */
export type Throttled = { message: string; retryAfterSeconds: number };

/** The client per-client limits count, from the header the platform sets (Cloudflare overwrites CF-Connecting-IP):
 * IPv4, or IPv6's /64. Where nothing sets it (local dev) it could be forged, so every request is one client. */
export function clientAddress(request: Request, env: { TRUSTED_CLIENT_IP_HEADER?: string }): string {
  const header = env.TRUSTED_CLIENT_IP_HEADER;
  const value = header ? request.headers.get(header) : null;
  return (value && clientKey(value)) || "untrusted";
}

export async function throttleSignIn(db: Db, email: string, client: string, nowMs = Date.now()) {
  const { accountClient, client: perClient } = SIGN_IN_LIMITS;
  const results = await Promise.all([
    hitRateLimit(db, accountClientKey(email, client), accountClient.limit, accountClient.windowSeconds, nowMs),
    hitRateLimit(db, `signin:client:${client}`, perClient.limit, perClient.windowSeconds, nowMs),
  ]);
  return refusal(results, "sign-in attempts");
}

/** A successful sign-in forgives this client's earlier failures on the account. */
export function forgiveSignIn(db: Db, email: string, client: string): Promise<void> {
  return resetRateLimit(db, accountClientKey(email, client));
}

const accountClientKey = (email: string, client: string) => `signin:account:${email}:client:${client}`;

export async function throttleMail(db: Db, email: string, client: string, nowMs = Date.now()) {
  const { addressClient, client: perClient } = MAIL_LIMITS;
  const results = await Promise.all([
    hitRateLimit(db, `mail:address:${email}:client:${client}`, addressClient.limit, addressClient.windowSeconds, nowMs),
    hitRateLimit(db, `mail:client:${client}`, perClient.limit, perClient.windowSeconds, nowMs),
  ]);
  return refusal(results, "requests");
}

/** Counts a reset link's use, before its token is looked up or any password is hashed. */
export async function throttleReset(db: Db, client: string, nowMs = Date.now()) {
  const { limit, windowSeconds } = RESET_LIMIT;
  return refusal([await hitRateLimit(db, `reset:client:${client}`, limit, windowSeconds, nowMs)], "password resets");
}

/** Counts a report about to be stored; a form that fails validation stores nothing and is not counted. */
export async function throttleReport(db: Db, client: string, nowMs = Date.now()) {
  const { limit, windowSeconds } = REPORT_LIMIT;
  return refusal([await hitRateLimit(db, `report:client:${client}`, limit, windowSeconds, nowMs)], "reports");
}

/** Counts a share link about to be made; a malformed request is refused before it is counted. */
export async function throttleShare(db: Db, client: string, nowMs = Date.now()) {
  const { limit, windowSeconds } = SHARE_LIMIT;
  return refusal([await hitRateLimit(db, `share:client:${client}`, limit, windowSeconds, nowMs)], "share links");
}

/** The first limit reached, or null when every one allows the request. */
function refusal(results: { allowed: boolean; retryAfterSeconds: number }[], what: string): Throttled | null {
  const refused = results.find((r) => !r.allowed);
  if (!refused) return null;
  const minutes = Math.ceil(refused.retryAfterSeconds / 60);
  const message = `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
  return { message, retryAfterSeconds: refused.retryAfterSeconds };
}
