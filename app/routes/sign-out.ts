import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { endSession } from "~/services/auth.server";

/** POST only: a GET (a link, a prefetch, an <img>) must never sign anyone out. */
export function loader() {
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return redirect("/", { headers: { "Set-Cookie": await endSession(request, context) } });
}
