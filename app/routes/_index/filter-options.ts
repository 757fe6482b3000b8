import { groupAreaOptions } from "~/lib/areas";
import { OCCASIONS } from "~/lib/occasion";
import { PRICE_LEVELS } from "~/lib/price";
import { cuisineSlug, neighborhoodSlug, slugify } from "~/lib/slug";
import { sourceFilterChoices, type SourceFilterCounts } from "~/lib/source-filter-choices";
import type { ListParams } from "~/lib/list-params";
import { sourceFilterEntries, type SourceFilters } from "~/lib/source-filters";
import type { PickerOption } from "./option-links";

/** The cuisine quick list, shown first in the filter panel. */
export const QUICK_CUISINES = ["American", "Japanese", "Mexican", "Italian", "Korean", "French"];

type NameCount = { name: string; count: number };

export function filterOptions(
  facets: { cuisines: NameCount[]; neighborhoods: NameCount[] },
  sourceCounts: SourceFilterCounts,
  filters: SourceFilters,
) {
  const byName = (a: PickerOption, b: PickerOption) => a.label.localeCompare(b.label);
  return {
    cuisine: facets.cuisines.map((c) => ({ value: cuisineSlug(c.name), label: c.name, count: c.count })).sort(byName),
    neighborhood: facets.neighborhoods
      .map((n) => ({ value: neighborhoodSlug(n.name), label: n.name, count: n.count }))
      .sort(byName),
    areas: groupAreaOptions(
      facets.neighborhoods.map((n) => ({ value: neighborhoodSlug(n.name), label: n.name, count: n.count })),
    ),
    price: PRICE_LEVELS.map((p) => ({ value: p, label: p })),
    occasion: OCCASIONS.map((o) => ({ value: slugify(o), label: o })),
    sourceFilters: sourceFilterChoices(sourceCounts, filters),
  };
}

export type FilterOptions = ReturnType<typeof filterOptions>;

type Section = "cuisine" | "neighborhood" | "price" | "lists" | "occasion" | "distance";

/** The section shown open: the first one with a filter set, so a filter just chosen stays in sight. */
export function openSection({ filters, zip, near, radius }: ListParams): Section {
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
