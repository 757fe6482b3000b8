import { Link } from "@remix-run/react";
import { categoryPath } from "~/lib/category";
import { formatCount } from "~/lib/counts";
import { groupStylesByFamily } from "~/lib/cuisine/style-pages";
import type { CategoryCount } from "~/models/categories.server";
import { CategoryLinks } from "./category-links";

const byName = (a: CategoryCount, b: CategoryCount) => a.name.localeCompare(b.name);

function CountPill({ count, className }: { count: number; className: string }) {
  return (
    <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${className}`}>
      {formatCount(count)}
      <span className="sr-only">{count === 1 ? " restaurant" : " restaurants"}</span>
    </span>
  );
}

function StyleLinks({ family, styles }: { family: string; styles: CategoryCount[] }) {
  return (
    <ul aria-label={`${family} styles`} className="flex flex-wrap gap-1.5 border-t border-stone-100 px-3 py-2.5">
      {styles.map((style) => (
        <li key={style.slug}>
          <Link
            to={categoryPath("cuisine", style.slug)}
            prefetch="intent"
            className="inline-flex items-center gap-1.5 rounded-full bg-stone-50 py-1 pl-2.5 pr-1 text-xs font-semibold text-stone-800 ring-1 ring-stone-200 transition-colors hover:text-brand-700 hover:ring-brand-700"
          >
            {style.name}
            <CountPill count={style.count} className="bg-white text-stone-700" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The cuisine index: each family with the styles that have their own page, then the styles of no one family. */
export function CuisineIndexLinks({ cuisines, styles }: { cuisines: CategoryCount[]; styles: CategoryCount[] }) {
  const { families, acrossFamilies } = groupStylesByFamily([...cuisines].sort(byName), styles);
  return (
    <>
      <ul aria-label="All Cuisines" className="grid grid-cols-1 items-start gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {families.map((family) => (
          <li key={family.slug} className="rounded-xl border border-stone-200 bg-white">
            <Link
              to={categoryPath("cuisine", family.slug)}
              prefetch="intent"
              className="flex items-center justify-between gap-2 rounded-xl px-3.5 py-2.5 text-sm font-semibold transition-colors hover:text-brand-700"
            >
              <span className="min-w-0">{family.name}</span>
              <CountPill count={family.count} className="bg-stone-100 text-stone-700" />
            </Link>
            {family.styles.length ? <StyleLinks family={family.name} styles={family.styles} /> : null}
          </li>
        ))}
      </ul>
      {acrossFamilies.length ? (
        <section aria-labelledby="styles-across" className="space-y-3">
          <h2 id="styles-across" className="text-xl font-bold">
            Styles across cuisines
          </h2>
          <p className="text-sm text-stone-700">Styles no one cuisine owns, each with a page of its own.</p>
          <CategoryLinks type="cuisine" categories={[...acrossFamilies].sort(byName)} label="Styles across cuisines" />
        </section>
      ) : null}
    </>
  );
}
