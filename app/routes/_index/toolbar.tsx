import { Link } from "@remix-run/react";
import { SavedCount } from "~/components/saved/saved-count";
import { formatPrice } from "~/lib/price";
import type { ListParams } from "~/lib/list-params";
import type { FilterOptions } from "./filter-options";
import { ListsPicker } from "./lists-picker";
import { MAP_VIEW_ID } from "./map-view";
import { OptionPicker } from "./option-picker";
import { useListUrl } from "./use-list-url";

/** View toggle, Near Me, Saved (with its count) and the five filter buttons. */
export function Toolbar({
  params,
  options,
  total,
  nearMe,
}: {
  params: ListParams;
  options: FilterOptions;
  total: number;
  nearMe: React.ReactNode;
}) {
  const { hrefWith } = useListUrl();
  const { filters } = params;
  return (
    <div className="flex flex-col gap-3">
      {/* Narrower gaps on phones: List/Map, Near Me and Saved share one row at 390px. */}
      <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
        <div role="group" aria-label="View" className="view-tabs">
          {(["list", "map"] as const).map((view) => (
            <Link
              key={view}
              to={view === "list" ? hrefWith("view", null) : `${hrefWith("view", view)}#${MAP_VIEW_ID}`}
              replace
              preventScrollReset
              aria-current={params.view === view ? "true" : undefined}
            >
              {view === "list" ? "List" : "Map"}
            </Link>
          ))}
        </div>
        {nearMe}
        <Link to="/saved" className="pill pill-off">
          Saved <SavedCount />
        </Link>
      </div>
      {/* The pickers open dialogs; without JavaScript the filter panel below offers the same links. */}
      <div className="picker-row no-js:hidden!" role="group" aria-label="Filters">
        <OptionPicker
          label="Cuisine"
          title="Choose a cuisine"
          allLabel="All cuisines"
          param="cuisine"
          options={options.cuisine}
          current={filters.cuisine}
        />
        <OptionPicker
          label="Area"
          title="Choose an area"
          allLabel="All areas"
          param="neighborhood"
          options={options.neighborhood}
          groups={options.areas}
          current={filters.neighborhood}
        />
        <OptionPicker
          label="Price"
          title="Choose a price range"
          allLabel="All prices"
          param="price"
          options={options.price}
          current={formatPrice(filters.price) ?? undefined}
        />
        <OptionPicker
          label="Occasion"
          title="Choose an occasion"
          allLabel="All occasions"
          param="occasion"
          options={options.occasion}
          current={filters.occasion}
        />
        <ListsPicker filters={filters} choices={options.sourceFilters} total={total} />
        <Link
          to="/"
          replace
          preventScrollReset
          className="pill border-transparent text-brand-700 underline-offset-2 hover:underline"
        >
          Clear
        </Link>
      </div>
    </div>
  );
}
