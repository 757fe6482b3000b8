import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { grantFirstAdmin } from "~/models/roles.server";
import { adminRequired, forgetSession, getCurrentUser } from "~/services/auth.server";
import { isBootstrapEmail } from "~/services/bootstrap.server";

/** "Make Yourself Admin": only BOOTSTRAP_ADMIN_EMAIL's user (others get 403), for themselves alone, and only while no
 * admin exists (checked in the same statement). Then on to /admin: the dashboard or Access Denied. */
export function loader() {
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await getCurrentUser(request, context);
  if (!user) throw redirect(`/auth?redirectTo=${encodeURIComponent("/admin")}`);
  if (!isBootstrapEmail(context.cloudflare.env, user.email)) throw adminRequired(false);
  if (await grantFirstAdmin(context.db, user.id)) {
    forgetSession(context);
    return redirect("/admin?tab=users");
  }
  return redirect("/admin");
}
