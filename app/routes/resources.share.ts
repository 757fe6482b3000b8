/** Makes a share link for a list (the saved list), no account needed: POST { slugs } or slugs=a,b,c → 201
 * { code, path, size } for /l/{code}; 400 for a bad, empty, too long or unknown list; 429 past 20 an hour. */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { newShareCode, sharePath } from "~/lib/share-code";
import { readSlugList } from "~/lib/slug-list-schema";
import { createSharedList } from "~/models/shared-lists.server";
import { readSlugsBody } from "~/services/form.server";
import { clientAddress, throttleShare } from "~/services/throttle.server";

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function action({ request, context }: ActionFunctionArgs) {
  const input = readSlugList(await readSlugsBody(request));
  if ("error" in input) return Response.json({ error: input.error }, { status: 400, headers: PRIVATE });
  const throttled = await throttleShare(context.db, clientAddress(request, context.cloudflare.env));
  if (throttled) {
    const headers = { ...PRIVATE, "Retry-After": String(throttled.retryAfterSeconds) };
    return Response.json({ error: throttled.message }, { status: 429, headers });
  }
  const code = newShareCode();
  const size = await createSharedList(context.db, code, input.slugs);
  if (!size)
    return Response.json({ error: "None of these restaurants are on our lists." }, { status: 400, headers: PRIVATE });
  return Response.json({ code, path: sharePath(code), size }, { status: 201, headers: PRIVATE });
}
