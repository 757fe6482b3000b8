import { slugify } from "./slug";

export const OCCASIONS = ["Casual", "Date Night", "Special Occasion"] as const;
type Occasion = (typeof OCCASIONS)[number];

/** Occasions are Casual, Date Night and Special Occasion; an unknown or missing one reads as 'Casual'. */
export function parseOccasion(value: unknown): Occasion {
  if (typeof value !== "string") return "Casual";
  const slug = slugify(value);
  return OCCASIONS.find((o) => slugify(o) === slug) ?? "Casual";
}

export function occasionFromSlug(slug: string): Occasion | null {
  return OCCASIONS.find((o) => slugify(o) === slug) ?? null;
}
