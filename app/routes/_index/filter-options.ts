import { groupAreaOptions } from "~/lib/areas";
import { OCCASIONS } from "~/lib/occasion";
import { PRICE_LEVELS } from "~/lib/price";
import { cuisineSlug, neighborhoodSlug, slugify } from "~/lib/slug";
import { sourceFilterChoices, type SourceFilterCounts } from "~/lib/source-filter-choices";
import type { ListParams } from "~/lib/list-params";
import { sourceFilterEntries, type SourceFilters } from "~/lib/source-filters";

/** The cuisine quick list, shown first in the filter panel. */
export const QUICK_CUISINES = ["American", "Japanese", "Mexican", "Italian", "Korean", "French"];

type NameCount = { name: string; count: number };

/** The facets come in name order (cachedFacets), the order each picker lists them in. */
export function filterOptions(
  facets: { cuisines: NameCount[]; neighborhoods: NameCount[] },
  sourceCounts: SourceFilterCounts,
  filters: SourceFilters,
) {
  const neighborhood = facets.neighborhoods.map((n) => ({
    value: neighborhoodSlug(n.name),
    label: n.name,
    count: n.count,
  }));
  return {
    cuisine: facets.cuisines.map((c) => ({ value: cuisineSlug(c.name), label: c.name, count: c.count })),
    neighborhood,
    // Grouped from the same options: groupAreaOptions reads them and sorts copies.
    areas: groupAreaOptions(neighborhood),
    price: PRICE_LEVELS.map((p) => ({ value: p, label: p })),
    occasion: OCCASIONS.map((o) => ({ value: slugify(o), label: o })),
    sourceFilters: sourceFilterChoices(sourceCounts, filters),
  };
}

export type FilterOptions = ReturnType<typeof filterOptions>;

const SECTIONS = ["cuisine", "neighborhood", "price", "lists", "occasion", "distance"] as const;
export type Section = (typeof SECTIONS)[number];

/** The query parameter a closed section's link sets (filter-section.tsx): the view, with that section open. */
export const OPEN_SECTION_PARAM = "open";

/** A section the URL asks to open; anything else is no section. */
export function askedSection(value: string | null): Section | null {
  return SECTIONS.find((section) => section === value) ?? null;
}

/** The section shown open: the one asked for, else the first with a filter set, so a filter just chosen stays in sight. */
export function openSection({ filters, zip, near, radius }: ListParams, asked: Section | null = null): Section {
  if (asked) return asked;
  const set: [Section, boolean][] = [
    ["cuisine", !!filters.cuisine],
    ["neighborhood", !!filters.neighborhood],
    ["price", !!filters.price],
    ["lists", sourceFilterEntries(filters).length > 0],
    ["occasion", !!filters.occasion],
    ["distance", !!zip || !!near || radius > 0],
  ];
  return set.find(([, on]) => on)?.[0] ?? "cuisine";
}
