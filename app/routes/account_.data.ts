import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportMyData } from "~/services/account-settings.server";
import { requireUser } from "~/services/auth.server";

/** "Download my data": a GET, since it changes nothing; the file is the account's alone and never stored. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return new Response(JSON.stringify(await exportMyData(context, user), null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="la-eats-ranked-my-data.json"',
      "Cache-Control": "no-store",
    },
  });
}
