import type { Db } from "~/db/client.server";
import { hitRateLimit, resetRateLimit } from "~/models/rate-limits.server";

/**
 * Per account, guessing stops after a handful of tries; per client, one address cannot sweep many
 * accounts. Mail sends are limited too, so the sign-up form cannot be used to flood an inbox.
 */
export const SIGN_IN_LIMITS = {
  account: { limit: 5, windowSeconds: 15 * 60 },
  client: { limit: 30, windowSeconds: 15 * 60 },
};
export const MAIL_LIMITS = {
  address: { limit: 5, windowSeconds: 60 * 60 },
  client: { limit: 20, windowSeconds: 60 * 60 },
};

export class ThrottledError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(message);
  }
}

export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

export async function throttleSignIn(db: Db, email: string, request: Request, nowMs = Date.now()): Promise<void> {
  const { account, client } = SIGN_IN_LIMITS;
  const results = await Promise.all([
    hitRateLimit(db, `signin:account:${email}`, account.limit, account.windowSeconds, nowMs),
    hitRateLimit(db, `signin:client:${clientAddress(request)}`, client.limit, client.windowSeconds, nowMs),
  ]);
  const refused = results.find((r) => !r.allowed);
  if (refused)
    throw new ThrottledError(refused.retryAfterSeconds, tooManyMessage("sign-in attempts", refused.retryAfterSeconds));
}

/** A successful sign-in forgives the account's earlier failures. */
export function forgiveSignIn(db: Db, email: string): Promise<void> {
  return resetRateLimit(db, `signin:account:${email}`);
}

export async function throttleMail(db: Db, email: string, request: Request, nowMs = Date.now()): Promise<void> {
  const { address, client } = MAIL_LIMITS;
  const results = await Promise.all([
    hitRateLimit(db, `mail:address:${email}`, address.limit, address.windowSeconds, nowMs),
    hitRateLimit(db, `mail:client:${clientAddress(request)}`, client.limit, client.windowSeconds, nowMs),
  ]);
  const refused = results.find((r) => !r.allowed);
  if (refused)
    throw new ThrottledError(refused.retryAfterSeconds, tooManyMessage("requests", refused.retryAfterSeconds));
}

function tooManyMessage(what: string, retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
