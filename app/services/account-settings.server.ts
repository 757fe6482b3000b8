import type { AppLoadContext } from "@remix-run/cloudflare";
import { AUTH_MESSAGES, confirmsDeletion, validateNewPassword } from "~/lib/auth-validation";
import { changePassword, deleteAccount } from "~/models/accounts.server";
import { deleteOtherSessions } from "~/models/sessions.server";
import { listSlugs } from "~/models/user-lists.server";
import { findUserByEmail } from "~/models/users.server";
import { currentSessionId } from "./auth.server";
import { hashPassword, verifyPassword } from "./password.server";
import { clientAddress, forgiveSignIn, throttleSignIn } from "./throttle.server";

type Me = { id: string; email: string };
/** What an account action answers: a message to show, or an error with its status. */
export type AccountReply = { ok: true; message: string } | { ok: false; error: string; status: number };

const refuse = (error: string, status: number): AccountReply => ({ ok: false, error, status });

/** Under the sign-in limits, so a borrowed session cannot guess it; every change that locks others out asks for it. */
async function checkCurrentPassword(
  request: Request,
  context: AppLoadContext,
  me: Me,
  password: string,
): Promise<AccountReply | null> {
  if (!password) return refuse(AUTH_MESSAGES.currentPasswordMissing, 400);
  const client = clientAddress(request, context.cloudflare.env);
  const throttled = await throttleSignIn(context.db, me.email, client);
  if (throttled) return refuse(throttled.message, 429);
  const user = await findUserByEmail(context.db, me.email);
  if (!user || !(await verifyPassword(password, user.passwordHash))) return refuse(WRONG_PASSWORD, 400);
  await forgiveSignIn(context.db, me.email, client);
  return null;
}

const WRONG_PASSWORD = "Your current password is not right.";

/** Every other session ends with the change. */
export async function changeMyPassword(
  request: Request,
  context: AppLoadContext,
  me: Me,
  form: FormData,
): Promise<AccountReply> {
  const fields = {
    password: String(form.get("password") ?? ""),
    confirmPassword: String(form.get("confirmPassword") ?? ""),
  };
  const current = String(form.get("currentPassword") ?? "");
  const invalid = current ? validateNewPassword(fields) : AUTH_MESSAGES.missingFields;
  if (invalid) return refuse(invalid, 400);
  const wrong = await checkCurrentPassword(request, context, me, current);
  if (wrong) return wrong;
  const sessionId = (await currentSessionId(request, context)) ?? "";
  await changePassword(context.db, me.id, await hashPassword(fields.password), sessionId);
  return { ok: true, message: "Your password is changed. Every other device has been signed out." };
}

export async function signOutElsewhere(
  request: Request,
  context: AppLoadContext,
  me: Me,
  form: FormData,
): Promise<AccountReply> {
  const wrong = await checkCurrentPassword(request, context, me, String(form.get("currentPassword") ?? ""));
  if (wrong) return wrong;
  const ended = await deleteOtherSessions(context.db, me.id, (await currentSessionId(request, context)) ?? "");
  return { ok: true, message: `Signed out everywhere else (${ended} other session${ended === 1 ? "" : "s"}).` };
}

/** The typed address and the password must match; the last admin is refused so the site always keeps one. */
export async function deleteMyAccount(
  request: Request,
  context: AppLoadContext,
  me: Me,
  form: FormData,
): Promise<AccountReply> {
  if (!confirmsDeletion(String(form.get("confirmEmail") ?? ""), me.email))
    return refuse(AUTH_MESSAGES.deletionUnconfirmed, 400);
  const wrong = await checkCurrentPassword(request, context, me, String(form.get("currentPassword") ?? ""));
  if (wrong) return wrong;
  if ((await deleteAccount(context.db, me.id)) === "last-admin")
    return refuse("You are the only admin. Make someone else an admin before deleting your account.", 409);
  return { ok: true, message: "Your account has been deleted." };
}

/** "Download my data": everything the account holds, as the account page promises. */
export async function exportMyData(context: AppLoadContext, me: Me) {
  const [saved, been] = await Promise.all([
    listSlugs(context.db, "saved", me.id),
    listSlugs(context.db, "been", me.id),
  ]);
  return { email: me.email, exportedAt: new Date().toISOString(), saved, been };
}
