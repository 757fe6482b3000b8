import { SOURCE_NAMES, type SourceName } from "~/lib/sources";
import { isNewAndRisingSource, isRecentOpening } from "./new-and-rising";
import { createEntryKeyer } from "./place-key";
import type { ListEditionInput } from "./types";

type Edition = Pick<ListEditionInput, "source" | "published" | "edition"> & { list: string };

/** When an edition came out, for choosing the current one: its published month, else its own label. */
export const datedBy = (e: Pick<ListEditionInput, "published" | "edition">) => e.published ?? e.edition;

/** The current edition of each list (source + list slug): the one that came out last. */
export function currentEditions<E extends Edition>(editions: E[]): Set<E> {
  const latest = new Map<string, string>();
  for (const e of editions) {
    const key = `${e.source}|${e.list}`;
    if ((latest.get(key) ?? "") < datedBy(e)) latest.set(key, datedBy(e));
  }
  return new Set(editions.filter((e) => latest.get(`${e.source}|${e.list}`) === datedBy(e)));
}

/** Each place's sources from current editions, in display order; models/evidence.server.ts derives the same in SQL. */
export function sourcesByPlace(
  editions: (Edition & Pick<ListEditionInput, "entries">)[],
  places: Parameters<typeof createEntryKeyer>[0] = [],
): Map<string, SourceName[]> {
  const placeKey = createEntryKeyer(places);
  const found = new Map<string, Set<SourceName>>();
  for (const edition of currentEditions(editions)) {
    for (const entry of edition.entries) {
      const key = placeKey(entry);
      found.set(key, (found.get(key) ?? new Set()).add(edition.source));
    }
  }
  return new Map([...found].map(([key, names]) => [key, SOURCE_NAMES.filter((n) => names.has(n))]));
}

/** Each place's New & Rising sources (named within 24 months of opening): what `mentions` counts after a seed. */
export function newAndRisingByPlace(
  editions: (Edition & Pick<ListEditionInput, "entries">)[],
  places: Parameters<typeof createEntryKeyer>[0] = [],
): Map<string, SourceName[]> {
  const placeKey = createEntryKeyer(places);
  const found = new Map<string, Set<SourceName>>();
  for (const edition of currentEditions(editions)) {
    if (!isNewAndRisingSource(edition.source)) continue;
    for (const entry of edition.entries) {
      if (!isRecentOpening(entry.opened, datedBy(edition))) continue;
      const key = placeKey(entry);
      found.set(key, (found.get(key) ?? new Set()).add(edition.source));
    }
  }
  return new Map([...found].map(([key, names]) => [key, SOURCE_NAMES.filter((n) => names.has(n))]));
}
