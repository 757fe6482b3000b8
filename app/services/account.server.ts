import type { AppLoadContext } from "@remix-run/cloudflare";
import { isValidEmail, normalizeEmail } from "~/lib/auth-validation";
import {
  confirmPendingSignUp,
  createPendingSignUp,
  findPendingSignUp,
  recordSignUp,
  sweepPendingSignUps,
} from "~/models/pending-sign-ups.server";
import { findUserByEmail } from "~/models/users.server";
import { confirmationMail, signUpAttemptMail } from "./account-mail.server";
import {
  checkConfirmationToken,
  CONFIRMATION_TTL_SECONDS,
  confirmationTokenId,
  createConfirmationToken,
} from "./email-token.server";
import { sendAfterResponse } from "./mailer.server";
import { hashPassword, verifyPassword } from "./password.server";
import { sessionSecret } from "./session.server";
import { clientAddress, forgiveSignIn, throttleMail, throttleSignIn, type Throttled } from "./throttle.server";

export const SIGN_UP_SUCCESS = "Check your email for the confirmation link!";
export const RESEND_SUCCESS = "If that account still needs confirming, we've sent a new link. Check your email.";

const expiredBefore = () => Date.now() - CONFIRMATION_TTL_SECONDS * 1000;

/** Every address does the same work before the answer; mail goes after. A new or unconfirmed address gets a
 * link confirming only with this sign-up's password (decision 047); a confirmed one a sign-in note. */
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
  const user = await findUserByEmail(db, email);
  const pending = await recordSignUp(db, { email, passwordHash, user }, expiredBefore());
  const origin = new URL(request.url).origin;
  if (pending) await mailConfirmation(request, context, email, pending);
  else
    sendAfterResponse(
      context.cloudflare,
      signUpAttemptMail(email, { signIn: `${origin}/auth`, reset: `${origin}/auth/forgot` }),
    );
  return null;
}

/** "Send me a new link": only an unconfirmed account gets one, and neither the answer nor its time says which. */
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
  if (user && !user.emailVerifiedAt) await sendConfirmation(request, context, email, user);
  else await sweepPendingSignUps(context.db, expiredBefore());
  return null;
}

/** A new link for the password the account has now (a resend, or the right password at sign-in). */
export async function sendConfirmation(
  request: Request,
  context: AppLoadContext,
  email: string,
  user: { id: string; passwordHash: string },
) {
  const pending = await createPendingSignUp(
    context.db,
    { userId: user.id, passwordHash: user.passwordHash },
    expiredBefore(),
  );
  await mailConfirmation(request, context, email, pending);
}

async function mailConfirmation(
  request: Request,
  context: AppLoadContext,
  email: string,
  pending: { id: string; userId: string; passwordHash: string },
) {
  const token = await createConfirmationToken(sessionSecret(context.cloudflare.env), pending);
  const link = `${new URL(request.url).origin}/auth/confirm?token=${encodeURIComponent(token)}`;
  sendAfterResponse(context.cloudflare, confirmationMail(email, link));
}

export type LinkState = "ready" | "already-used" | "expired" | "invalid";

/** What a confirmation link can still do, read before its form is shown; it changes nothing. */
export async function confirmationLink(context: AppLoadContext, token: string) {
  const id = confirmationTokenId(token);
  const pending = id ? await findPendingSignUp(context.db, id) : undefined;
  if (!pending) return { state: "invalid" as LinkState, pending: null };
  if (pending.emailVerifiedAt) return { state: "already-used" as LinkState, pending: null };
  const check = await checkConfirmationToken(sessionSecret(context.cloudflare.env), token, pending);
  return check === "valid" ? { state: "ready" as LinkState, pending } : { state: check as LinkState, pending: null };
}

type ConfirmationResult =
  | { ok: true; userId: string }
  | { ok: false; state: Exclude<LinkState, "ready"> }
  | { ok: false; error: string; status: number };

const WRONG_CONFIRMATION_PASSWORD =
  "That is not the password chosen with this link. If you signed up more than once, use the newest link from your own sign-up, or sign up again.";

/** The link proves the inbox and the typed password who chose it: only both confirm, so a link mailed for
 * another's sign-up confirms nothing for the owner. Counted under the sign-in limits, as it checks a password. */
export async function confirmEmail(
  request: Request,
  context: AppLoadContext,
  token: string,
  password: string,
): Promise<ConfirmationResult> {
  const link = await confirmationLink(context, token);
  if (!link.pending) return { ok: false, state: link.state as Exclude<LinkState, "ready"> };
  const { email } = link.pending;
  const client = clientAddress(request, context.cloudflare.env);
  const throttled = await throttleSignIn(context.db, email, client);
  if (throttled) return { ok: false, error: throttled.message, status: 429 };
  if (!password || !(await verifyPassword(password, link.pending.passwordHash)))
    return { ok: false, error: WRONG_CONFIRMATION_PASSWORD, status: 401 };
  if (!(await confirmPendingSignUp(context.db, link.pending))) return { ok: false, state: "already-used" };
  await forgiveSignIn(context.db, email, client);
  return { ok: true, userId: link.pending.userId };
}
