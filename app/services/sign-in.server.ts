import type { AppLoadContext } from "@remix-run/cloudflare";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { normalizeEmail, validateSignIn } from "~/lib/auth-validation";
import { findUserByEmail, setPasswordHash } from "~/models/users.server";
import { sendConfirmation } from "./account.server";
import { hashPassword, needsRehash, verifyPassword } from "./password.server";
import { clientAddress, forgiveSignIn, throttleMail, throttleSignIn } from "./throttle.server";

const INVALID_CREDENTIALS = "Invalid email or password";
const EMAIL_NOT_CONFIRMED = "Please confirm your email address first. We've sent you a new confirmation link.";

/** Verified against when the email is unknown, so a missing account takes as long as a wrong password. */
const UNKNOWN_ACCOUNT_HASH =
  "pbkdf2-sha256$100000$jpYRCR0eH8p1DwoEcJtQ5w==$X3HhMurMLiL8/ZoeC20Slb6s3XRNM5WGQVqJSbtHKxY=";

type SignedInUser = { id: string; email: string };
/** Expected failures are values, not exceptions: the message is safe to show, the status to send. */
type SignInResult = { ok: true; user: SignedInUser } | { ok: false; error: string; status: number };

/** Built per request: the strategy closes over this request's bindings. */
function createAuthenticator(context: AppLoadContext) {
  return new Authenticator<SignInResult>().use(
    new FormStrategy(({ form, request }) => verifyCredentials(context, request, form)),
    "password",
  );
}

export function signIn(request: Request, context: AppLoadContext): Promise<SignInResult> {
  return createAuthenticator(context).authenticate("password", request);
}

const refuse = (error: string, status: number): SignInResult => ({ ok: false, error, status });

async function verifyCredentials(context: AppLoadContext, request: Request, form: FormData): Promise<SignInResult> {
  const { db } = context;
  const fields = { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") };
  const invalid = validateSignIn(fields);
  if (invalid) return refuse(invalid, 400);
  const email = normalizeEmail(fields.email);
  const throttled = await throttleSignIn(db, email, clientAddress(request, context.cloudflare.env));
  if (throttled) return refuse(throttled.message, 429);
  const user = await findUserByEmail(db, email);
  const matches = await verifyPassword(fields.password, user?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
  if (!user || !matches) return refuse(INVALID_CREDENTIALS, 401);
  if (!user.emailVerifiedAt) {
    await resendQuietly(request, context, email, user);
    return refuse(EMAIL_NOT_CONFIRMED, 403);
  }
  await forgiveSignIn(db, email, clientAddress(request, context.cloudflare.env));
  if (needsRehash(user.passwordHash)) await setPasswordHash(db, user.id, await hashPassword(fields.password));
  return { ok: true, user: { id: user.id, email } };
}

/** A fresh link for the password just typed, within the mail limits; it confirms only with that password. */
async function resendQuietly(
  request: Request,
  context: AppLoadContext,
  email: string,
  user: { id: string; passwordHash: string },
) {
  if (await throttleMail(context.db, email, clientAddress(request, context.cloudflare.env))) return;
  await sendConfirmation(request, context, email, user);
}
