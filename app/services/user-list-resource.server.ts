import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import {
  clearList,
  listSlugs,
  listSlugsSchema,
  MAX_PER_LIST,
  mergeSlugs,
  removeSlug,
  type UserList,
} from "~/models/user-lists.server";
import { restaurantSlugSchema } from "~/lib/slug-list-schema";
import { getCurrentUser } from "./auth.server";

/** Keeps signed-in users' lists in D1; the browser keeps its own and calls merge right after sign-in. */
const PRIVATE = { "Cache-Control": "private, no-store" };
const reply = (body: object, status = 200) => Response.json(body, { status, headers: PRIVATE });

const WORDING: Record<UserList, { signIn: string; full: string; invalid: string }> = {
  saved: {
    signIn: "Sign in to keep your saved list on your account.",
    full: `You can save up to ${MAX_PER_LIST} restaurants.`,
    invalid: "Invalid saved-list request.",
  },
  been: {
    signIn: "Sign in to keep the places you've been on your account.",
    full: `You can mark up to ${MAX_PER_LIST} restaurants as been.`,
    invalid: "Invalid been-list request.",
  },
};

const bodySchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("merge"), slugs: listSlugsSchema }),
  z.object({ intent: z.literal("add"), slug: restaurantSlugSchema }),
  z.object({ intent: z.literal("remove"), slug: restaurantSlugSchema }),
  z.object({ intent: z.literal("clear") }),
]);

export async function userListLoader(list: UserList, { request, context }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request, context);
  if (!user) return reply({ error: WORDING[list].signIn }, 401);
  return reply({ slugs: await listSlugs(context.db, list, user.id) });
}

export async function userListAction(list: UserList, { request, context }: ActionFunctionArgs) {
  const user = await getCurrentUser(request, context);
  if (!user) return reply({ error: WORDING[list].signIn }, 401);
  const parsed = bodySchema.safeParse(await readBody(request));
  if (!parsed.success) return reply({ error: WORDING[list].invalid }, 400);
  const { db } = context;
  const input = parsed.data;
  switch (input.intent) {
    case "merge":
      return reply({ slugs: await mergeSlugs(db, list, user.id, input.slugs) });
    case "add": {
      const slugs = await mergeSlugs(db, list, user.id, [input.slug]);
      if (slugs.includes(input.slug)) return reply({ slugs });
      return reply({ error: WORDING[list].full, slugs }, 409);
    }
    case "remove":
      await removeSlug(db, list, user.id, input.slug);
      return reply({ slugs: await listSlugs(db, list, user.id) });
    case "clear":
      await clearList(db, list, user.id);
      return reply({ slugs: [] });
  }
}

async function readBody(request: Request): Promise<unknown> {
  if (request.headers.get("Content-Type")?.includes("application/json")) return request.json().catch(() => null);
  const form = await request.formData().catch(() => null);
  if (!form) return null;
  return { intent: form.get("intent"), slug: form.get("slug"), slugs: form.getAll("slugs") };
}
