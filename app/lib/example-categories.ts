import { categoryPath, type CategoryType } from "./category";

/** Where the home page suggests a first look, in this order. */
const EXAMPLES: { type: CategoryType; slug: string }[] = [
  { type: "cuisine", slug: "japanese" },
  { type: "cuisine", slug: "mexican" },
  { type: "occasion", slug: "date-night" },
  { type: "neighborhood", slug: "santa-monica" },
  { type: "cuisine", slug: "korean" },
];

type Counted = { slug: string; name: string; count: number }[];
type Counts = { cuisines: Counted; neighborhoods: Counted; prices: Counted; occasions: Counted };

const COUNTS_OF = {
  cuisine: "cuisines",
  neighborhood: "neighborhoods",
  price: "prices",
  occasion: "occasions",
} as const;

/** The examples that have restaurants today, named as their pages name them: an empty category is never linked. */
export function exampleCategories(counts: Counts): { name: string; href: string }[] {
  return EXAMPLES.flatMap(({ type, slug }) => {
    const category = counts[COUNTS_OF[type]].find((c) => c.slug === slug);
    return category && category.count > 0 ? [{ name: category.name, href: categoryPath(type, slug) }] : [];
  });
}
