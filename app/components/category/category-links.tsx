import { Link } from "@remix-run/react";
import { categoryPath, type CategoryType } from "~/lib/category";
import type { CategoryCount } from "~/models/categories.server";
import { formatCount } from "~/lib/counts";

export function CategoryLinks({
  type,
  categories,
  label,
  columns = "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3",
}: {
  type: CategoryType;
  categories: CategoryCount[];
  label: string;
  /** Tailwind grid-cols classes, for where the grid sits. */
  columns?: string;
}) {
  return (
    <ul aria-label={label} className={`grid gap-2 ${columns}`}>
      {categories.map((category) => (
        <li key={category.slug}>
          <Link
            to={categoryPath(type, category.slug)}
            prefetch="intent"
            className="flex h-full items-center justify-between gap-2 rounded-xl border border-stone-200 bg-white px-3.5 py-2.5 text-sm font-semibold transition-colors hover:border-brand-700 hover:text-brand-700"
          >
            <span className="min-w-0">{category.name}</span>
            <span className="shrink-0 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
              {formatCount(category.count)}
              <span className="sr-only">{category.count === 1 ? " restaurant" : " restaurants"}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
