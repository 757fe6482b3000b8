import { z } from "zod";
import { IMPORT_LIMITS } from "~/lib/csv/import-kinds";
import { slugify } from "~/lib/slug";
import { SOURCE_NAMES } from "~/lib/sources";
import { isDay, isMonthOrYear } from "./dates";
import { LIST_KINDS, LIST_SCOPES } from "./types";

/** The list itself: a search page (Yelp's find_desc=…, any /search) is not a list anyone can check. */
function isListUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      /^https?:$/.test(url.protocol) && !/\/search\b/i.test(url.pathname) && !/[?&](find_desc|q)=/i.test(url.search)
    );
  } catch {
    return false;
  }
}

/** An admin's description of a CSV's edition, checked before anything is stored, each message saying how to fix it. */
export const editionMetaSchema = z
  .object({
    source: z.enum(SOURCE_NAMES, { message: "Choose the source that publishes the list." }),
    title: z.string().trim().min(3, "Give the list's title as the source prints it.").max(160),
    url: z.string().trim().refine(isListUrl, "Give the address of the list itself (http or https), not a search page."),
    scope: z.enum(LIST_SCOPES, { message: "Choose the list's scope." }),
    edition: z.string().trim().min(1, "Name the edition (for example 2025).").max(40),
    published: z
      .string()
      .trim()
      .refine((v) => v === "" || isMonthOrYear(v), "Published must be a month (YYYY-MM) or a year, or left empty.")
      .transform((v) => v || null),
    read: z.string().trim().refine(isDay, "Give the day you read the list (YYYY-MM-DD)."),
    declaredSize: z.coerce
      .number({ message: "Give how many places the list has." })
      .int("The list's size is a whole number.")
      .min(1, "The list's size is at least 1.")
      .max(
        IMPORT_LIMITS.edition.rows,
        `A list edition can carry at most ${IMPORT_LIMITS.edition.rows.toLocaleString("en-US")} places.`,
      ),
    kind: z.enum(LIST_KINDS, { message: "Choose whether it is a best-of list or a new-openings list." }),
    ranked: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
    /** The list across its editions (e.g. essential-38); empty: made from the title. */
    list: z
      .string()
      .trim()
      .max(80)
      .transform((v) => slugify(v)),
  })
  .refine((m) => m.published === null || m.read.slice(0, m.published.length) >= m.published, {
    message: "The list cannot have been read before it was published.",
    path: ["read"],
  });

export type EditionMeta = z.infer<typeof editionMetaSchema>;

/** The list's kind travels as "listKind", since "kind" is the import's own kind (edition) in the same form. */
export function editionMetaFromForm(form: FormData) {
  const field = (name: string) => String(form.get(name) ?? "");
  return editionMetaSchema.safeParse({
    source: field("source"),
    title: field("title"),
    url: field("url"),
    scope: field("scope"),
    edition: field("edition"),
    published: field("published"),
    read: field("read"),
    declaredSize: field("declaredSize"),
    kind: field("listKind"),
    ranked: field("ranked"),
    list: field("list"),
  });
}

/** The list's slug, stable across its editions: as given, else from its title. */
function withListSlug(meta: EditionMeta): EditionMeta {
  return { ...meta, list: meta.list || slugify(meta.title) };
}

/** An edition job's stored details (checked on upload), with its list's slug; null when they no longer read. */
export function storedEditionMeta(stored: string | null): EditionMeta | null {
  try {
    return withListSlug(editionMetaSchema.parse(JSON.parse(stored ?? "")));
  } catch {
    return null;
  }
}
