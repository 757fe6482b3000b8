import type { AppLoadContext } from "@remix-run/cloudflare";
import { isValidEmail, normalizeEmail } from "~/lib/auth-validation";
import { resetPassword } from "~/models/accounts.server";
import { createPasswordReset, findPasswordResetUser, takePasswordReset } from "~/models/password-resets.server";
import { findUserByEmail } from "~/models/users.server";
import { passwordResetMail } from "./account-mail.server";
import { createMailer } from "./mailer.server";
import { hashPassword } from "./password.server";
import { hashSessionToken, newSessionToken } from "./session.server";
import { clientAddress, throttleMail, type Throttled } from "./throttle.server";

const RESET_TTL_MS = 60 * 60 * 1000;

export const RESET_REQUESTED = "If an account uses that address, we've sent it a link to choose a new password.";

/**
 * Counted against the mail limits (their refusal is returned) and answered the same whether or not the
 * address has an account.
 * The link carries a random token; D1 keeps only its digest, as it does for sessions.
 */
export async function requestPasswordReset(
  request: Request,
  context: AppLoadContext,
  rawEmail: string,
): Promise<Throttled | null> {
  const email = normalizeEmail(rawEmail);
  if (!isValidEmail(email)) return null;
  const throttled = await throttleMail(context.db, email, clientAddress(request, context.cloudflare.env));
  if (throttled) return throttled;
  const user = await findUserByEmail(context.db, email);
  if (!user) return null;
  const token = newSessionToken();
  await createPasswordReset(context.db, {
    id: await hashSessionToken(token),
    userId: user.id,
    expiresAt: Date.now() + RESET_TTL_MS,
  });
  const link = `${new URL(request.url).origin}/auth/reset?token=${encodeURIComponent(token)}`;
  await createMailer(context.cloudflare.env).send(passwordResetMail(email, link));
  return null;
}

/** Whether a link still works (unused and unexpired), before its form is shown. */
export async function isLiveResetToken(context: AppLoadContext, token: string): Promise<boolean> {
  return Boolean(token) && (await findPasswordResetUser(context.db, await hashSessionToken(token))) !== null;
}

/** Uses the link up and sets the password, ending every session; the user's id, or null for a dead link. */
export async function completePasswordReset(context: AppLoadContext, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  const userId = token ? await takePasswordReset(context.db, await hashSessionToken(token)) : null;
  if (userId) await resetPassword(context.db, userId, passwordHash);
  return userId;
}
