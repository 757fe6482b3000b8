import { Link } from "@remix-run/react";
import type { ShownFilter } from "~/lib/cuisine/shown-filters";
import { useListUrl } from "./use-list-url";

/** 'Showing Korean · Barbecue', each filter a link that removes it: what a search's words became. */
export function ShowingFilters({ shown }: { shown: ShownFilter[] }) {
  const { hrefWith } = useListUrl();
  if (!shown.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="showing-filters">
      <span className="font-semibold text-stone-700">Showing</span>
      <ul className="flex flex-wrap items-center gap-1.5" aria-label="Filters shown">
        {shown.map(({ param, label }, i) => (
          <li key={param} className="flex items-center gap-1.5">
            {i > 0 ? <span aria-hidden="true">·</span> : null}
            <Link
              to={hrefWith(param, null)}
              replace
              preventScrollReset
              aria-label={`Remove ${label}`}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
            >
              {label}
              <span aria-hidden="true">✕</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
