import { Link, useLocation } from "@remix-run/react";
import { useState } from "react";
import { SourceFilterLinks } from "~/components/source-filter-links";
import { preloadDialog } from "~/components/ui/dialog";
import { hasActiveFilters, listFields, type ListParams } from "~/lib/list-params";
import { formatPrice } from "~/lib/price";
import { DistanceForm } from "./distance-form";
import {
  askedSection,
  OPEN_SECTION_PARAM,
  openSection,
  QUICK_CUISINES,
  type FilterOptions,
  type Section,
} from "./filter-options";
import { FilterSection } from "./filter-section";
import { OptionLinkGroups, OptionLinks } from "./option-links";
import { useListUrl } from "./use-list-url";
import { restaurantCount } from "~/lib/counts";
import { MAP_VIEW_ID } from "./map-view";

/**
 * The full filter panel: sticky and open on desktop, collapsed under 768px, sections as an accordion.
 * Without JavaScript nothing could open the panel, so it is shown whole (`no-js:`).
 */
export function FilterPanel({
  params,
  options,
  total,
  onViewMap,
}: {
  params: ListParams;
  options: FilterOptions;
  total: number;
  /** Opens the full-screen map; the link to ?view=map stays as the no-JS fallback. */
  onViewMap?: () => void;
}) {
  const { current, hrefWith, hrefToggled } = useListUrl();
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const active = hasActiveFilters(params);
  const { filters } = params;
  const quick = options.cuisine.filter((c) => QUICK_CUISINES.includes(c.label));
  const more = options.cuisine.filter((c) => !QUICK_CUISINES.includes(c.label));
  const keep = listFields(current, ["zip", "radius"]);
  const { search } = useLocation();
  const opened = openSection(params, askedSection(new URLSearchParams(search).get(OPEN_SECTION_PARAM)));
  const openHref = (section: Section) => hrefWith(OPEN_SECTION_PARAM, section);
  // On desktop it sticks below where the search card pins while in use.
  return (
    <aside
      aria-labelledby="filters-heading"
      className="rounded-2xl border border-stone-200 bg-white px-4 py-3 md:sticky md:top-24 md:py-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="filters-heading" className="flex items-center gap-2 text-lg font-bold">
          Filters
          {active ? (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">Active</span>
          ) : null}
        </h2>
        <button
          type="button"
          aria-expanded={mobileOpen}
          aria-controls="filter-sections"
          onClick={() => setMobileOpen((o) => !o)}
          className="panel-toggle md:hidden"
        >
          {mobileOpen ? "Hide" : "Show"}
        </button>
        <button
          type="button"
          aria-expanded={desktopOpen}
          aria-controls="filter-sections"
          onClick={() => setDesktopOpen((o) => !o)}
          className="panel-toggle hidden md:block"
        >
          {desktopOpen ? "Collapse" : "Expand"}
        </button>
      </div>
      {active ? (
        <p className="mt-1 text-sm text-stone-600" data-testid="filtered-count">{`${restaurantCount(total)} found`}</p>
      ) : null}
      <div
        id="filter-sections"
        className={`${mobileOpen ? "block" : "hidden"} ${desktopOpen ? "md:block" : "md:hidden"} no-js:block!`}
      >
        <div className="mt-2">
          <FilterSection title="Cuisine" open={opened === "cuisine"} openHref={openHref("cuisine")}>
            {() => (
              <>
                <OptionLinks look="chips" param="cuisine" options={quick} current={filters.cuisine} />
                {/* The other cuisines, each listed once: open when the chosen one is among them. */}
                <details className="more-choices" open={more.some((c) => c.value === filters.cuisine)}>
                  <summary>{`${more.length} more cuisines`}</summary>
                  <OptionLinks look="chips" param="cuisine" options={more} current={filters.cuisine} allLabel={null} />
                </details>
              </>
            )}
          </FilterSection>
          <FilterSection title="Area" open={opened === "neighborhood"} openHref={openHref("neighborhood")}>
            {() => (
              <>
                <OptionLinks look="chips" param="neighborhood" options={[]} current={filters.neighborhood} />
                <OptionLinkGroups
                  look="chips"
                  param="neighborhood"
                  groups={options.areas}
                  current={filters.neighborhood}
                />
              </>
            )}
          </FilterSection>
          <FilterSection title="Price range" open={opened === "price"} openHref={openHref("price")}>
            {() => (
              <OptionLinks
                look="chips"
                param="price"
                options={options.price}
                current={formatPrice(filters.price) ?? undefined}
              />
            )}
          </FilterSection>
          <FilterSection title="Trusted lists" open={opened === "lists"} openHref={openHref("lists")}>
            {() => (
              <SourceFilterLinks
                look="chips"
                filters={filters}
                choices={options.sourceFilters}
                hrefWith={hrefWith}
                hrefToggled={hrefToggled}
              />
            )}
          </FilterSection>
          <FilterSection title="Occasion" open={opened === "occasion"} openHref={openHref("occasion")}>
            {() => <OptionLinks look="chips" param="occasion" options={options.occasion} current={filters.occasion} />}
          </FilterSection>
          <FilterSection title="Distance" open={opened === "distance"} openHref={openHref("distance")}>
            {() => <DistanceForm params={params} keep={keep} />}
          </FilterSection>
        </div>
        <div className="panel-links">
          <Link
            to={`${hrefWith("view", "map")}#${MAP_VIEW_ID}`}
            onPointerEnter={preloadDialog}
            onFocus={preloadDialog}
            onClick={(event) => {
              if (!onViewMap || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              onViewMap();
            }}
          >
            View Map
          </Link>
          <Link to="/" replace preventScrollReset>
            Reset All
          </Link>
        </div>
      </div>
    </aside>
  );
}
