import type { AppLoadContext } from "@remix-run/cloudflare";
import { isValidEmail, normalizeEmail } from "~/lib/auth-validation";
import { resetPassword } from "~/models/accounts.server";
import {
  createPasswordReset,
  findPasswordResetUser,
  sweepPasswordResets,
  takePasswordReset,
} from "~/models/password-resets.server";
import { findUserByEmail } from "~/models/users.server";
import { passwordResetMail } from "./account-mail.server";
import { sendAfterResponse } from "./mailer.server";
import { hashPassword } from "./password.server";
import { hashSessionToken, newSessionToken } from "./session.server";
import { clientAddress, throttleMail, throttleReset, type Throttled } from "./throttle.server";

type ResetResult = { ok: true; userId: string } | { ok: false; throttled: Throttled | null };

const RESET_TTL_MS = 60 * 60 * 1000;

export const RESET_REQUESTED = "If an account uses that address, we've sent it a link to choose a new password.";

/** Counted against the mail limits and answered alike after the same work, account or not; mail goes after the answer.
 * The link carries a random token; D1 keeps only its digest, as for sessions. */
export async function requestPasswordReset(
  request: Request,
  context: AppLoadContext,
  rawEmail: string,
): Promise<Throttled | null> {
  const email = normalizeEmail(rawEmail);
  if (!isValidEmail(email)) return null;
  const throttled = await throttleMail(context.db, email, clientAddress(request, context.cloudflare.env));
  if (throttled) return throttled;
  const token = newSessionToken();
  const id = await hashSessionToken(token);
  const user = await findUserByEmail(context.db, email);
  if (!user) {
    await sweepPasswordResets(context.db);
    return null;
  }
  await createPasswordReset(context.db, { id, userId: user.id, expiresAt: Date.now() + RESET_TTL_MS });
  const link = `${new URL(request.url).origin}/auth/reset?token=${encodeURIComponent(token)}`;
  sendAfterResponse(context.cloudflare, passwordResetMail(email, link));
  return null;
}

/** Whether a link still works (unused and unexpired), before its form is shown. */
export async function isLiveResetToken(context: AppLoadContext, token: string): Promise<boolean> {
  return Boolean(token) && (await findPasswordResetUser(context.db, await hashSessionToken(token))) !== null;
}

/** Counted per client, then spends the link, then hashes: a bogus token costs a read, never a hash. */
export async function completePasswordReset(
  request: Request,
  context: AppLoadContext,
  token: string,
  password: string,
  hash: (password: string) => Promise<string> = hashPassword,
): Promise<ResetResult> {
  const throttled = await throttleReset(context.db, clientAddress(request, context.cloudflare.env));
  if (throttled) return { ok: false, throttled };
  const userId = token ? await takePasswordReset(context.db, await hashSessionToken(token)) : null;
  if (!userId) return { ok: false, throttled: null };
  await resetPassword(context.db, userId, await hash(password));
  return { ok: true, userId };
}
