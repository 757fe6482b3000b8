/**
 * The signed-in user's saved list, kept in D1 (the browser keeps its own copy in localStorage).
 *
 *   GET  /resources/saved                      → 200 { slugs: string[] }   (oldest first)
 *   POST /resources/saved  intent=merge slugs[] → 200 { slugs }  the union of the account's and these
 *                          intent=add    slug   → 200 { slugs }  (409 { error, slugs } when 500 are saved)
 *                          intent=remove slug   → 200 { slugs }
 *                          intent=clear         → 200 { slugs: [] }
 *
 * POST bodies are form data (repeat `slugs` for a list) or JSON ({ "intent": "merge", "slugs": [...] }).
 * Anonymous → 401 { error }; bad input → 400 { error }; other methods → 405; cross-site → 403.
 * Slugs are lowercase letters, digits and single hyphens, at most 120 characters. Call merge right
 * after sign-in (when the root loader's `user` appears) and store the returned union locally.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import {
  addSaved,
  clearSaved,
  listSavedSlugs,
  MAX_SAVED_PER_USER,
  mergeSavedSlugs,
  removeSaved,
  savedSlugSchema,
  savedSlugsSchema,
} from "~/models/saved-restaurants.server";
import { getCurrentUser } from "~/services/auth.server";
import { guardMutation } from "~/services/origin.server";

const PRIVATE = { "Cache-Control": "private, no-store" };
const reply = (body: object, status = 200) => Response.json(body, { status, headers: PRIVATE });

const bodySchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("merge"), slugs: savedSlugsSchema }),
  z.object({ intent: z.literal("add"), slug: savedSlugSchema }),
  z.object({ intent: z.literal("remove"), slug: savedSlugSchema }),
  z.object({ intent: z.literal("clear") }),
]);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request, context);
  if (!user) return reply({ error: "Sign in to keep your saved list on your account." }, 401);
  return reply({ slugs: await listSavedSlugs(context.db, user.id) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  guardMutation(request);
  const user = await getCurrentUser(request, context);
  if (!user) return reply({ error: "Sign in to keep your saved list on your account." }, 401);
  const parsed = bodySchema.safeParse(await readBody(request));
  if (!parsed.success) return reply({ error: "Invalid saved-list request." }, 400);
  const { db } = context;
  const input = parsed.data;
  switch (input.intent) {
    case "merge":
      return reply({ slugs: await mergeSavedSlugs(db, user.id, input.slugs) });
    case "add": {
      const slugs = await addSaved(db, user.id, input.slug);
      if (slugs.includes(input.slug)) return reply({ slugs });
      return reply({ error: `You can save up to ${MAX_SAVED_PER_USER} restaurants.`, slugs }, 409);
    }
    case "remove":
      await removeSaved(db, user.id, input.slug);
      return reply({ slugs: await listSavedSlugs(db, user.id) });
    case "clear":
      await clearSaved(db, user.id);
      return reply({ slugs: [] });
  }
}

async function readBody(request: Request): Promise<unknown> {
  if (request.headers.get("Content-Type")?.includes("application/json")) return request.json().catch(() => null);
  const form = await request.formData().catch(() => null);
  if (!form) return null;
  return { intent: form.get("intent"), slug: form.get("slug"), slugs: form.getAll("slugs") };
}
