import { enclosingAreas } from "~/lib/areas";
import { neighborhoodSlug, sortKey } from "~/lib/slug";

const STREET_WORDS: Record<string, string> = {
  street: "st",
  avenue: "ave",
  boulevard: "blvd",
  drive: "dr",
  road: "rd",
  place: "pl",
  lane: "ln",
  court: "ct",
  parkway: "pkwy",
  highway: "hwy",
  north: "n",
  south: "s",
  east: "e",
  west: "w",
  suite: "ste",
};

/** The street line of an address, normalized: "2121 E. 7th Place, Los Angeles" → "2121 e 7th pl". */
export function streetKey(address: string | null | undefined): string {
  const street = sortKey((address ?? "").split(",")[0] ?? "");
  return street
    .replace(/[.#]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => STREET_WORDS[word] ?? word)
    .join(" ");
}

/** A name for matching: accents, case, punctuation and a leading "The" aside. */
export function nameKey(name: string): string {
  return sortKey(name)
    .replace(/['’]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/^the /, "")
    .trim();
}

/** The area keys a place also answers to: its name in each region or district around its neighborhood. */
export function enclosingAreaKeys(name: string, neighborhood: string): string[] {
  return enclosingAreas(neighborhoodSlug(neighborhood)).map((group) => areaKey(name, group.slug));
}

/** A place known only to its area (a list names it by name and neighborhood): "soowon galbi|@koreatown". */
export function areaKey(name: string, area: string): string {
  return `${nameKey(name)}|@${neighborhoodSlug(area)}`;
}

/** A place is its name and street address: two branches are two places, two spellings of one address one. Without a
 * street, name and area stand in until an address arrives on the same row. */
export function placeKey(name: string, address: string | null | undefined, area?: string | null): string {
  const street = streetKey(address);
  return !street && area ? areaKey(name, area) : `${nameKey(name)}|${street}`;
}

type Locatable = { name: string; address?: string | null; neighborhood?: string | null };
type NamedEntry = { name: string; address?: string | null; area?: string | null };

/** By street where the entry gives one, else by name and area, so a place whose address arrived later is the same row.
 * An area a list names finds a place we know more finely inside it ('San Gabriel Valley' → Alhambra). */
export function createEntryKeyer(places: Locatable[]): (entry: NamedEntry) => string {
  const byArea = new Map<string, string | null>();
  const withinArea = new Map<string, string | null>();
  const note = (map: Map<string, string | null>, key: string, own: string) =>
    map.set(key, map.has(key) && map.get(key) !== own ? null : own);
  for (const place of places) {
    if (!place.neighborhood) continue;
    const own = placeKey(place.name, place.address);
    note(byArea, areaKey(place.name, place.neighborhood), own);
    for (const key of enclosingAreaKeys(place.name, place.neighborhood)) note(withinArea, key, own);
  }
  return (entry) => {
    if (streetKey(entry.address) || !entry.area) return placeKey(entry.name, entry.address);
    const key = areaKey(entry.name, entry.area);
    const exact = byArea.get(key);
    return (exact === undefined ? withinArea.get(key) : exact) ?? key;
  };
}
