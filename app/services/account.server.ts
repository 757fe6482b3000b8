import type { AppLoadContext } from "@remix-run/cloudflare";
import { isValidEmail, normalizeEmail } from "~/lib/auth-validation";
import { createUser, findUserByEmail, findUserById, markEmailVerified, setPasswordHash } from "~/models/users.server";
import { alreadyRegisteredMail, confirmationMail } from "./account-mail.server";
import {
  checkConfirmationToken,
  confirmationTokenUserId,
  createConfirmationToken,
  type TokenOwner,
} from "./email-token.server";
import { createMailer } from "./mailer.server";
import { hashPassword } from "./password.server";
import { sessionSecret } from "./session.server";
import { throttleMail } from "./throttle.server";

export const SIGN_UP_SUCCESS = "Check your email for the confirmation link!";
export const RESEND_SUCCESS = "If that account still needs confirming, we've sent a new link. Check your email.";

/**
 * Answers the same whether or not the address is registered: a new or unconfirmed account gets a
 * confirmation link (an unconfirmed one takes the new password, voiding older links); a confirmed
 * account gets a "you already have an account" note instead. The hash is computed either way.
 */
export async function signUp(request: Request, context: AppLoadContext, fields: { email: string; password: string }) {
  const { db } = context;
  const email = normalizeEmail(fields.email);
  await throttleMail(db, email, request);
  const passwordHash = await hashPassword(fields.password);
  const existing = await findUserByEmail(db, email);
  if (existing?.emailVerifiedAt) {
    const signInLink = `${new URL(request.url).origin}/auth`;
    return createMailer(context.cloudflare.env).send(alreadyRegisteredMail(email, signInLink));
  }
  if (existing) await setPasswordHash(db, existing.id, passwordHash);
  const owner = existing ? { id: existing.id, passwordHash } : await createUser(db, { email, passwordHash });
  await sendConfirmation(request, context, email, owner);
}

/** "Send me a new link": only an unconfirmed account gets one, and the answer never says which. */
export async function resendConfirmation(request: Request, context: AppLoadContext, rawEmail: string) {
  const email = normalizeEmail(rawEmail);
  if (!isValidEmail(email)) return;
  await throttleMail(context.db, email, request);
  const user = await findUserByEmail(context.db, email);
  if (user && !user.emailVerifiedAt) await sendConfirmation(request, context, email, user);
}

export async function sendConfirmation(request: Request, context: AppLoadContext, email: string, owner: TokenOwner) {
  const token = await createConfirmationToken(sessionSecret(context.cloudflare.env), owner);
  const link = `${new URL(request.url).origin}/auth/confirm?token=${encodeURIComponent(token)}`;
  await createMailer(context.cloudflare.env).send(confirmationMail(email, link));
}

export type ConfirmationResult = "confirmed" | "already-used" | "expired" | "invalid";

export async function confirmEmail(context: AppLoadContext, token: string): Promise<ConfirmationResult> {
  const userId = confirmationTokenUserId(token);
  const user = userId ? await findUserById(context.db, userId) : undefined;
  if (!user) return "invalid";
  if (user.emailVerifiedAt) return "already-used";
  const check = await checkConfirmationToken(sessionSecret(context.cloudflare.env), token, user);
  if (check !== "valid") return check;
  return (await markEmailVerified(context.db, user.id)) ? "confirmed" : "already-used";
}
