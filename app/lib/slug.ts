/** Strips diacritics: 'Phở' → 'Pho', 'République' → 'Republique'. */
export function foldAccents(value: string): string {
  return value.normalize("NFD").replace(/\p{M}+/gu, "");
}

/** Lowercase, accents removed, runs of non-alphanumerics → one hyphen, edges trimmed. */
export function slugify(value: string): string {
  return foldAccents(value)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Cuisine slugs spell '&' as 'and' ('Wine & Tapas' → 'wine-and-tapas'). */
export function cuisineSlug(cuisine: string): string {
  return slugify(cuisine.replace(/&/g, " and "));
}

/** Neighborhood slugs turn '/' into a hyphen ('Mid-City/Miracle Mile' → 'mid-city-miracle-mile'). */
export function neighborhoodSlug(neighborhood: string): string {
  return slugify(neighborhood.replace(/\//g, "-"));
}

/** Lowercased, accent-free text for alphabetical ordering and look-ups. */
export function sortKey(value: string): string {
  return foldAccents(value).toLowerCase().trim();
}
