/** Browser storage key for the saved list; bump the version if its shape ever changes. */
export const SAVED_STORAGE_KEY = "la-eats-ranked:saved:v1";
export const SAVED_LIMIT = 500;

/** Reads a stored saved list defensively: anything malformed becomes an empty list. */
export function parseSavedList(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const slugs = value.filter((v): v is string => typeof v === "string" && /^[a-z0-9-]{1,140}$/.test(v));
    return [...new Set(slugs)].slice(0, SAVED_LIMIT);
  } catch {
    return [];
  }
}

export function toggleSaved(list: string[], slug: string): { list: string[]; saved: boolean } {
  return list.includes(slug)
    ? { list: list.filter((s) => s !== slug), saved: false }
    : { list: [slug, ...list].slice(0, SAVED_LIMIT), saved: true };
}
