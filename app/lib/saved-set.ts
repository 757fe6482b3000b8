/** Browser storage keys for the visitor's lists; bump a version if its shape ever changes. */
export const SAVED_STORAGE_KEY = "la-eats-ranked:saved:v1";
export const BEEN_STORAGE_KEY = "la-eats-ranked:been:v1";
/** The most restaurants one list (saved, been, or a shared link) may hold. */
export const SAVED_LIMIT = 500;

/** Reads a stored list defensively: anything malformed becomes an empty list. */
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

/** Adds every slug not in the list yet (in their order, ahead of the list) while there is room; `added` counts them. */
export function addAllSaved(list: string[], slugs: string[]): { list: string[]; added: number } {
  const room = Math.max(0, SAVED_LIMIT - list.length);
  const fresh = [...new Set(slugs)].filter((slug) => !list.includes(slug)).slice(0, room);
  return { list: [...fresh, ...list], added: fresh.length };
}
