import type { RestaurantRow } from "~/lib/restaurant-record";

/** Keeps the first occurrence of each key across a whole file read in chunks. */
export function createKeyDeduper() {
  const seen = new Set<string>();
  return (key: string): boolean => !seen.has(key) && !!seen.add(key);
}

/**
 * The streaming form of restaurant-record's dedupeByName + dedupeSlugs (same rules, state kept
 * across chunks): the first row of a name wins, and a slug already taken by another name becomes
 * 'slug-neighborhood', then 'slug-2', so every profile URL stays distinct.
 */
export function createRestaurantDeduper() {
  const isFirstName = createKeyDeduper();
  const slugs = new Set<string>();
  return (row: RestaurantRow): RestaurantRow | null => {
    if (!isFirstName(row.sortName)) return null;
    let slug = row.slug || "restaurant";
    if (slugs.has(slug)) slug = `${slug}-${row.neighborhoodSlug}`;
    for (let n = 2; slugs.has(slug); n++) slug = `${row.slug}-${n}`;
    slugs.add(slug);
    return slug === row.slug ? row : { ...row, slug };
  };
}
