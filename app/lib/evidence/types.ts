import type { SourceName } from "~/lib/sources";

/** A source publishes lists, a list has dated editions, an edition names restaurants; shipped ones in data/lists/. */
export const LIST_KINDS = ["best", "new"] as const;
export type ListKind = (typeof LIST_KINDS)[number];

export const LIST_SCOPES = ["Los Angeles", "California", "national"] as const;
export type ListScope = (typeof LIST_SCOPES)[number];

/** Michelin's distinctions, best first; other sources have none. */
export const DISTINCTIONS = ["3 Stars", "2 Stars", "1 Star", "Bib Gourmand", "Recommended"] as const;
export type Distinction = (typeof DISTINCTIONS)[number];

export const RESTAURANT_STATUSES = ["open", "temporarily-closed", "closed", "moved"] as const;
export type RestaurantStatus = (typeof RESTAURANT_STATUSES)[number];

/** One claim: this restaurant is on this edition (at this rank, with this distinction). */
export type ListEntryInput = {
  name: string;
  address: string | null;
  /** The neighborhood or city the list places it in: a place's identity until its street address is on file. */
  area?: string | null;
  rank?: number | null;
  distinction?: Distinction | null;
  /** "YYYY", before the edition's year: the guide that awarded `distinction`, where no newer one was read for it. */
  distinctionYear?: string | null;
  /** A short note in our own words. */
  note?: string | null;
  /** When the place opened, "YYYY-MM" (or "YYYY" where only the year is stated), as `openedSource` states it. */
  opened?: string | null;
  /** The page that states `opened`: the list itself, or a report we read (data/research/opened.json). */
  openedSource?: string | null;
};

/** One edition of one list, as data/lists/*.json holds it. Months are "YYYY-MM", days "YYYY-MM-DD". */
export type ListEditionInput = {
  source: SourceName;
  title: string;
  /** The list itself, never a search page. */
  url: string;
  scope: ListScope;
  edition: string;
  /** "YYYY-MM" (or "YYYY" where the list is dated only by year); null for a list that states no date. */
  published: string | null;
  /** When we read it: the data's as-of date is the latest `read` of a current edition. */
  read: string;
  declaredSize: number;
  kind: ListKind;
  ranked: boolean;
  /** What was read, for data/README.md: a page's address, a dataset's path and commit. */
  evidence?: string;
  /** False for a new-openings list that says when none of its places opened: they stay out of New & Rising. */
  openingsStated?: boolean;
  entries: ListEntryInput[];
};
