import type { AppLoadContext } from "@remix-run/cloudflare";
import { isValidEmail, normalizeEmail } from "~/lib/auth-validation";
import { confirmPendingSignUp, createPendingSignUp, findPendingSignUp } from "~/models/pending-sign-ups.server";
import { createUser, findUserByEmail } from "~/models/users.server";
import { confirmationMail, signUpAttemptMail } from "./account-mail.server";
import {
  checkConfirmationToken,
  CONFIRMATION_TTL_SECONDS,
  confirmationTokenId,
  createConfirmationToken,
} from "./email-token.server";
import { createMailer } from "./mailer.server";
import { hashPassword } from "./password.server";
import { sessionSecret } from "./session.server";
import { clientAddress, throttleMail, type Throttled } from "./throttle.server";

export const SIGN_UP_SUCCESS = "Check your email for the confirmation link!";
export const RESEND_SUCCESS = "If that account still needs confirming, we've sent a new link. Check your email.";

/**
 * Answers alike whether or not the address is registered (the hash is computed either way). A known address
 * gets a sign-in/reset note, never a link that would confirm this sign-up's password (decision 023).
 */
export async function signUp(
  request: Request,
  context: AppLoadContext,
  fields: { email: string; password: string },
): Promise<Throttled | null> {
  const { db } = context;
  const email = normalizeEmail(fields.email);
  const throttled = await throttleMail(db, email, clientAddress(request, context.cloudflare.env));
  if (throttled) return throttled;
  const passwordHash = await hashPassword(fields.password);
  if (await findUserByEmail(db, email)) {
    const origin = new URL(request.url).origin;
    const links = { signIn: `${origin}/auth`, reset: `${origin}/auth/forgot` };
    await createMailer(context.cloudflare.env).send(signUpAttemptMail(email, links));
    return null;
  }
  const user = await createUser(db, { email, passwordHash });
  await sendConfirmation(request, context, email, { userId: user.id, passwordHash });
  return null;
}

/** "Send me a new link": only an unconfirmed account gets one, and the answer never says which. */
export async function resendConfirmation(
  request: Request,
  context: AppLoadContext,
  rawEmail: string,
): Promise<Throttled | null> {
  const email = normalizeEmail(rawEmail);
  if (!isValidEmail(email)) return null;
  const throttled = await throttleMail(context.db, email, clientAddress(request, context.cloudflare.env));
  if (throttled) return throttled;
  const user = await findUserByEmail(context.db, email);
  if (user && !user.emailVerifiedAt) await sendConfirmation(request, context, email, confirmsStoredPassword(user));
  return null;
}

/** A link for the password the account already has (a resend, or the right password at sign-in). */
export function confirmsStoredPassword(user: { id: string; passwordHash: string }) {
  return { userId: user.id, passwordHash: user.passwordHash };
}

export async function sendConfirmation(
  request: Request,
  context: AppLoadContext,
  email: string,
  signUp: { userId: string; passwordHash: string },
) {
  const pending = await createPendingSignUp(context.db, signUp, Date.now() - CONFIRMATION_TTL_SECONDS * 1000);
  const token = await createConfirmationToken(sessionSecret(context.cloudflare.env), pending);
  const link = `${new URL(request.url).origin}/auth/confirm?token=${encodeURIComponent(token)}`;
  await createMailer(context.cloudflare.env).send(confirmationMail(email, link));
}

export type ConfirmationResult = "confirmed" | "already-used" | "expired" | "invalid";

export async function confirmEmail(context: AppLoadContext, token: string): Promise<ConfirmationResult> {
  const id = confirmationTokenId(token);
  const pending = id ? await findPendingSignUp(context.db, id) : undefined;
  if (!pending) return "invalid";
  if (pending.emailVerifiedAt) return "already-used";
  const check = await checkConfirmationToken(sessionSecret(context.cloudflare.env), token, pending);
  if (check !== "valid") return check;
  return (await confirmPendingSignUp(context.db, pending)) ? "confirmed" : "invalid";
}
