import { sortKey } from "~/lib/slug";

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

/**
 * A place's identity: its name and street address. Two branches of one name are two places; the
 * same place spelled two ways ("2121 E 7th Pl" / "2121 East 7th Place") is one.
 */
export function placeKey(name: string, address: string | null | undefined): string {
  return `${nameKey(name)}|${streetKey(address)}`;
}
