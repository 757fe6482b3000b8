import { z } from "zod";
import { formatCount } from "./counts";
import { SAVED_LIMIT } from "./saved-set";

/** A restaurant slug as app/lib/slug.ts makes them: lowercase letters, digits and single hyphens, at most 120. */
export const restaurantSlugSchema = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** A list of restaurants sent by the browser (a saved list to share or export), with a message for each refusal. */
const slugListSchema = z
  .array(z.unknown(), {
    required_error: "Send the restaurants as a list of slugs.",
    invalid_type_error: "Send the restaurants as a list of slugs.",
  })
  .min(1, "Add at least one restaurant first.")
  .superRefine((slugs, ctx) => {
    if (slugs.length > SAVED_LIMIT)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `A list holds at most ${SAVED_LIMIT} restaurants; this one has ${formatCount(slugs.length)}.`,
      });
    else if (!slugs.every((slug) => restaurantSlugSchema.safeParse(slug).success))
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: "Each restaurant must be given by its slug: lowercase letters, digits and hyphens.",
      });
  })
  // Every entry is a slug once the refinement passed.
  .transform((slugs) => [...new Set(slugs as string[])]);

/** The slugs, or the first reason they were refused. */
export function readSlugList(value: unknown): { slugs: string[] } | { error: string } {
  const parsed = slugListSchema.safeParse(value);
  return parsed.success ? { slugs: parsed.data } : { error: parsed.error.issues[0].message };
}
