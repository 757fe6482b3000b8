import { Link } from "@remix-run/react";
import { SourceFilterLinks } from "~/components/source-filter-links";
import { withParam } from "~/lib/list-params";
import type { SourceFilterChoices } from "~/lib/source-filter-choices";
import { describeSourceFilters, withSourceToggled, type SourceFilters } from "~/lib/source-filters";

/** The home panel's source filters, keeping the category, page reset, in a no-JS disclosure open while any is set. */
export function CategorySourceFilters({
  path,
  query,
  filters,
  choices,
}: {
  path: string;
  /** The page's filters as a query string (sourceFilterSearch). */
  query: string;
  filters: SourceFilters;
  choices: SourceFilterChoices;
}) {
  const at = (search: string) => (search === "?" ? path : `${path}${search}`);
  const chosen = describeSourceFilters(filters);
  return (
    <details open={chosen.length > 0} className="group rounded-2xl border border-stone-200 bg-white p-4">
      <summary className="cursor-pointer text-sm font-bold">
        Filter by trusted lists
        {chosen.length ? <span className="font-normal text-stone-700">{`: ${chosen.join(", ")}`}</span> : null}
      </summary>
      <div className="mt-4 space-y-4">
        <SourceFilterLinks
          look="chips"
          filters={filters}
          choices={choices}
          hrefWith={(key, value) => at(withParam(query, key, value))}
          hrefToggled={(key, name) => at(withSourceToggled(query, key, name))}
        />
        {chosen.length ? (
          <Link to={path} className="inline-block text-sm font-semibold text-brand-700 underline">
            Clear list filters
          </Link>
        ) : null}
      </div>
    </details>
  );
}
