import { priceName } from "../category";
import type { ListingFilters } from "../listing";
import { occasionFromSlug } from "../occasion";
import { styleBySlug } from "./taxonomy";

/** One filter a list is showing, by name, and the URL parameter that removes it. */
export type ShownFilter = { param: "cuisine" | "style" | "neighborhood" | "price" | "occasion"; label: string };

type Named = { value: string; label: string }[];

/** 'Showing Korean · Barbecue · $', named as the pickers name them (a slug no picker knows is shown as it is). */
export function shownFilters(filters: ListingFilters, names: { cuisine: Named; neighborhood: Named }): ShownFilter[] {
  const nameOf = (list: Named, slug: string) => list.find((o) => o.value === slug)?.label ?? slug;
  const shown: (ShownFilter | null)[] = [
    filters.cuisine ? { param: "cuisine", label: nameOf(names.cuisine, filters.cuisine) } : null,
    filters.style ? { param: "style", label: styleBySlug(filters.style)?.name ?? filters.style } : null,
    filters.neighborhood ? { param: "neighborhood", label: nameOf(names.neighborhood, filters.neighborhood) } : null,
    filters.price ? { param: "price", label: priceName(filters.price) } : null,
    filters.occasion ? { param: "occasion", label: occasionFromSlug(filters.occasion) ?? filters.occasion } : null,
  ];
  return shown.filter((f) => f !== null);
}
