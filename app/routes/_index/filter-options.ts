import type { CategoryCount } from "~/models/categories.server";
import { OCCASIONS } from "~/lib/occasion";
import { PRICE_LEVELS } from "~/lib/price";
import { slugify } from "~/lib/slug";
import { SOURCE_NAMES } from "~/lib/sources";
import type { PickerOption } from "./option-links";

/** The spec's cuisine quick list, shown first in the filter panel. */
export const QUICK_CUISINES = ["American", "Japanese", "Mexican", "Italian", "Korean", "French"];

export function filterOptions(facets: { cuisines: CategoryCount[]; neighborhoods: CategoryCount[] }) {
  const byName = (a: PickerOption, b: PickerOption) => a.label.localeCompare(b.label);
  return {
    cuisine: facets.cuisines.map((c) => ({ value: c.slug, label: c.name, count: c.count })).sort(byName),
    neighborhood: facets.neighborhoods.map((n) => ({ value: n.slug, label: n.name, count: n.count })).sort(byName),
    price: PRICE_LEVELS.map((p) => ({ value: p, label: p })),
    occasion: OCCASIONS.map((o) => ({ value: slugify(o), label: o })),
    source: SOURCE_NAMES.map((s) => ({ value: s, label: s })),
  } satisfies Record<string, PickerOption[]>;
}

export type FilterOptions = ReturnType<typeof filterOptions>;
