import { CATEGORY_INDEX_PATHS, type CategoryType } from "~/lib/category";
import { pageMeta } from "~/lib/seo";
import type { CategoryCount } from "~/models/categories.server";
import { Breadcrumb } from "./breadcrumb";
import { CategoryLinks } from "./category-links";
import { CuisineIndexLinks } from "./cuisine-index-links";

/** The copy of each category index (its address: CATEGORY_INDEX_PATHS). */
export const CATEGORY_INDEXES: Record<CategoryType, { title: string; plural: string; intro: string }> = {
  cuisine: {
    title: "All Cuisines",
    plural: "cuisines",
    intro: "Every cuisine on the trusted lists, with how many ranked Los Angeles restaurants serve it.",
  },
  neighborhood: {
    title: "All Neighborhoods",
    plural: "neighborhoods",
    intro: "Every Los Angeles neighborhood with a restaurant on the trusted lists, and how many it has.",
  },
  price: {
    title: "Restaurants by Price",
    plural: "price ranges",
    intro: "From budget counters to fine dining: ranked Los Angeles restaurants by what a meal costs.",
  },
  occasion: {
    title: "Restaurants by Occasion",
    plural: "occasions",
    intro: "Casual weeknights, date nights and special occasions: ranked Los Angeles restaurants for each.",
  },
};

const byName = (a: CategoryCount, b: CategoryCount) => a.name.localeCompare(b.name);

/** A category index page: every category of one type, each linking to its page with its count (cuisines: their styles too). */
export function CategoryIndexPage({
  type,
  categories,
  styles,
}: {
  type: CategoryType;
  categories: CategoryCount[];
  /** The cuisine styles that have their own page. */
  styles: CategoryCount[];
}) {
  const copy = CATEGORY_INDEXES[type];
  const styleCount = styles.length ? ` · ${styles.length} ${styles.length === 1 ? "style" : "styles"}` : "";
  // Cuisines and neighborhoods are found by name; price and occasion keep their natural order.
  const sorted = type === "cuisine" || type === "neighborhood" ? [...categories].sort(byName) : categories;
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-6">
      <Breadcrumb
        items={[{ label: "Home", href: "/" }, { label: "Browse", href: "/restaurants" }, { label: copy.title }]}
      />
      <header>
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{copy.title}</h1>
        <p className="mt-2 max-w-2xl text-stone-700">{copy.intro}</p>
        <p className="mt-1 text-sm text-stone-600">{`${sorted.length} ${copy.plural}${styleCount}`}</p>
      </header>
      {type === "cuisine" ? (
        <CuisineIndexLinks cuisines={sorted} styles={styles} />
      ) : (
        <CategoryLinks type={type} categories={sorted} label={copy.title} />
      )}
    </main>
  );
}

/** One way every index page sets its metadata; the canonical is the type's own index address. */
export function categoryIndexMeta(matches: Parameters<typeof pageMeta>[0], type: CategoryType) {
  const copy = CATEGORY_INDEXES[type];
  return pageMeta(matches, {
    title: `${copy.title} in Los Angeles`,
    description: copy.intro,
    path: CATEGORY_INDEX_PATHS[type],
  });
}
