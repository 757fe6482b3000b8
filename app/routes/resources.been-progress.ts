/** How far a visitor's Been list (merged with the account's at sign-in) gets through the top or a category:
 * POST { slugs, scope: "top" | "cuisine/japanese" } → 200 { been, of }, 400 for a bad list or scope. */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { PROGRESS_TOP } from "~/lib/been-progress";
import { categoryFilters, isCategoryType, normalizeCategorySlug } from "~/lib/category";
import { readSlugList } from "~/lib/slug-list-schema";
import { readOne } from "~/models/batch.server";
import { beenProgressRead, type ProgressScope } from "~/models/been-progress.server";

const PRIVATE = { "Cache-Control": "private, no-store" };

/** "top", or a category page's type and (already normalized) slug. */
function readScope(value: unknown): ProgressScope | null {
  if (value === "top") return { top: PROGRESS_TOP };
  if (typeof value !== "string") return null;
  const [type, slug, ...rest] = value.split("/");
  if (rest.length || !slug || !isCategoryType(type) || normalizeCategorySlug(type, slug) !== slug) return null;
  return { filters: categoryFilters(type, slug) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const body: unknown = await request.json().catch(() => null);
  const { slugs, scope } = (body ?? {}) as { slugs?: unknown; scope?: unknown };
  const list = readSlugList(slugs);
  if ("error" in list) return Response.json({ error: list.error }, { status: 400, headers: PRIVATE });
  const counted = readScope(scope);
  if (!counted)
    return Response.json(
      { error: 'Say what to count against: "top" or a category such as "cuisine/japanese".' },
      { status: 400, headers: PRIVATE },
    );
  return Response.json(await readOne(context.db, beenProgressRead(context.db, list.slugs, counted)), {
    headers: PRIVATE,
  });
}
