import { cuisineSlug } from "./slug";
import { SOURCE_NAMES, type SourceName } from "./sources";

/** 'Food & Wine' → 'food-and-wine': a source's part of the /lists paths, as the data files name it. */
export function sourceSlug(source: string): string {
  return cuisineSlug(source);
}

export function sourceBySlug(slug: string): SourceName | null {
  return SOURCE_NAMES.find((name) => sourceSlug(name) === slug) ?? null;
}

export const LISTS_PATH = "/lists";

export function sourcePath(source: string, other?: string): string {
  return `${LISTS_PATH}/${sourceSlug(source)}${other ? `?with=${sourceSlug(other)}` : ""}`;
}

/** An edition's page: /lists/{source}/{list}/{edition}, each part a slug. */
export function editionPath(e: { source: string; list: string; edition: string }): string {
  return `${LISTS_PATH}/${sourceSlug(e.source)}/${e.list}/${encodeURIComponent(e.edition)}`;
}

type Pair = { a: string; b: string; places: number };

/** The count for a pair of sources (either order), or for one source alone (a = b): 0 where none. */
export function sharedCount(agreement: readonly Pair[], a: string, b: string): number {
  return agreement.find((p) => p.a === a && p.b === b)?.places ?? 0;
}

/** A list naming fewer places than this is left out of "most" and "least": a one-place list agrees by chance. */
const COMPARED_FROM = 10;

/** Each unordered pair of different sources whose current lists each name `from` places or more. */
function pairs(agreement: readonly Pair[], from: number): Pair[] {
  const named = SOURCE_NAMES.filter((s) => sharedCount(agreement, s, s) >= from);
  return named.flatMap((a, i) => named.slice(i + 1).map((b) => ({ a, b, places: sharedCount(agreement, a, b) })));
}

export const placesWord = (n: number) => (n === 0 ? "no places" : n === 1 ? "1 place" : `${n} places`);

/** The two lists sharing most and fewest places (ties: source order); null with fewer than three to compare. */
export function agreementSentence(agreement: readonly Pair[]): string | null {
  const all = pairs(agreement, COMPARED_FROM);
  if (all.length < 2) return null;
  const most = all.reduce((best, p) => (p.places > best.places ? p : best));
  const least = all.reduce((worst, p) => (p.places < worst.places ? p : worst));
  return `Of the lists that name ${COMPARED_FROM} or more places, ${most.a} and ${most.b} agree most (${placesWord(most.places)} in common) and ${least.a} and ${least.b} least (${placesWord(least.places)}).`;
}

/** The other sources whose current lists name a place, from its current sources ('A, B, C'). */
export function otherSources(sources: string, source: string): string[] {
  return sources ? sources.split(", ").filter((s) => s !== source) : [];
}

/** National or statewide lists name places outside LA County, and some LA entries could not be placed yet. */
export function carriedNote(e: { declaredSize: number; carried: number; scope: string }): string {
  const carried = `${e.carried.toLocaleString("en-US")} of its ${e.declaredSize.toLocaleString("en-US")}`;
  if (e.carried >= e.declaredSize) return `We carry all ${e.declaredSize.toLocaleString("en-US")} of its places.`;
  if (e.scope === "Los Angeles")
    return `We carry ${carried} places: the others are outside Los Angeles County, or not located yet.`;
  return `We carry ${carried} places: those in Los Angeles County that we could read. The rest are elsewhere.`;
}
