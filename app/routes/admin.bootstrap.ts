import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { grantFirstAdmin } from "~/models/roles.server";
import { forgetSession, getCurrentUser } from "~/services/auth.server";
import { guardMutation } from "~/services/origin.server";

/**
 * "Make Yourself Admin", safely: it grants admin to the signed-in user alone, and only while no
 * admin exists (checked in the same statement). Either way the user lands on /admin, which shows
 * the dashboard or the Access Denied page.
 */
export function loader() {
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  guardMutation(request);
  const user = await getCurrentUser(request, context);
  if (!user) throw redirect(`/auth?redirectTo=${encodeURIComponent("/admin")}`);
  if (await grantFirstAdmin(context.db, user.id)) {
    forgetSession(context);
    return redirect("/admin?tab=users");
  }
  return redirect("/admin");
}
