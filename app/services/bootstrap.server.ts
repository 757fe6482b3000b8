import type { AppLoadContext } from "@remix-run/cloudflare";
import { normalizeEmail } from "~/lib/auth-validation";
import { readOne } from "~/models/batch.server";
import { anyAdminRead } from "~/models/roles.server";

/** The first admin comes from `npm run admin:grant` or BOOTSTRAP_ADMIN_EMAIL, never whoever signs up first. */
export function isBootstrapEmail(env: { BOOTSTRAP_ADMIN_EMAIL?: string }, email: string): boolean {
  const configured = normalizeEmail(env.BOOTSTRAP_ADMIN_EMAIL ?? "");
  return configured !== "" && configured === normalizeEmail(email);
}

/** Whether this signed-in user may press 'Make Yourself Admin' now: the configured address, no admin yet. */
export async function canBootstrap(context: AppLoadContext, user: { email: string; isAdmin: boolean }) {
  if (user.isAdmin || !isBootstrapEmail(context.cloudflare.env, user.email)) return false;
  return !(await readOne(context.db, anyAdminRead(context.db)));
}
