import { asOfMonth } from "./as-of";
import { SOURCE_NAMES, type SourceName } from "./sources";

/** A list edition that counts today, with how many of its entries the data carries. */
export type CurrentList = {
  source: string;
  title: string;
  scope: string;
  edition: string;
  url: string;
  published: string | null;
  readOn: string;
  declaredSize: number;
  carried: number;
};

/** What the source key says of a current list. */
export type KeyList = Pick<CurrentList, "source" | "title" | "edition" | "readOn">;

export type SourceLists<L> = { name: SourceName; displayName: string; lists: L[] };

/** A source without a current list is kept, with none: the page says so rather than leaving it out. */
export function listsBySource<L extends { source: string; title: string }>(
  sources: readonly { name: string; displayName: string }[],
  lists: readonly L[],
): SourceLists<L>[] {
  return SOURCE_NAMES.map((name) => ({
    name,
    displayName: sources.find((s) => s.name === name)?.displayName ?? name,
    lists: lists.filter((l) => l.source === name).sort((a, b) => a.title.localeCompare(b.title)),
  }));
}

/** "July 2023" for a month or a day, "2024" for a list dated only by year, null for an undated list. */
export function listMonth(value: string | null): string | null {
  return value && /^\d{4}$/.test(value) ? value : asOfMonth(value);
}

/** "national" → "National": scopes are stored as the import form offers them. */
export function scopeLabel(scope: string): string {
  return scope.charAt(0).toUpperCase() + scope.slice(1);
}

/** A head shorter than this is a prefix ("LA: …"), not a name, so the title is kept whole. */
const MIN_SHORT_TITLE = 12;

/** The list's short name with its edition ("The 101 Best Restaurants in Los Angeles, 2025"), no subtitle. */
export function shortListName(list: Pick<CurrentList, "title" | "edition">): string {
  const head = list.title.split(/ — |: | \(/)[0].trim();
  const name = head.length >= MIN_SHORT_TITLE ? head : list.title;
  return name.includes(list.edition) ? name : `${name}, ${list.edition}`;
}
