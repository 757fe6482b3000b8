import { safeHttpUrl } from "~/lib/safe-url";
import { SOURCE_NAMES, type SourceName } from "~/lib/sources";
import { datedBy } from "./current";
import { editionStaleness, type AgeBasis } from "./freshness";
import { listTimeline, type TimelineEvent } from "./timeline";

/** One edition of a list the place has been on, and its entry there if it has one (models/featured-in.server.ts). */
export type EditionOfList = {
  listId: number;
  /** The list's slug: with the source and edition, its page here (lib/list-pages.ts). */
  list?: string | null;
  source: string;
  title: string;
  edition: string;
  url: string;
  published: string | null;
  readOn: string;
  current: boolean;
  listed: boolean;
  rank: number | null;
  distinction: string | null;
  /** The guide year of a distinction older than the edition (types.ts); null: the edition's own. */
  distinctionYear?: string | null;
  /** When the place opened, as `openedSource` states it ("YYYY-MM" or "YYYY"). */
  openedMonth?: string | null;
  openedSource?: string | null;
};

/** A current entry: one claim the place's count stands on. */
export type FeaturedEntry = {
  source: string;
  /** The list's slug, for the edition's page here. */
  list?: string | null;
  title: string;
  edition: string;
  /** Null when the stored address is not an http(s) URL: the row then shows no link. */
  url: string | null;
  published: string | null;
  readOn: string;
  rank: number | null;
  distinction: string | null;
  distinctionYear?: string | null;
  /** When the place opened and the page that says so (a link only when it is an http(s) URL). */
  openedMonth?: string | null;
  openedSource?: string | null;
  /** The first edition of the unbroken run that leads to this one; null when this edition is the first. */
  since: string | null;
  stale: AgeBasis | null;
};

/** Editions of one list the place was on that are neither current nor part of its run up to the current one. */
export type PastListing = {
  source: string;
  title: string;
  url: string | null;
  editions: string[];
  /** Another list of this source is on the profile too, current or past. */
  sourceHasOtherLists: boolean;
};

export type FeaturedIn = {
  entries: FeaturedEntry[];
  /** Sources with a current list that does not name the place. */
  notOn: SourceName[];
  /** Sources with no current list on file: nothing is known either way. */
  unread: SourceName[];
  past: PastListing[];
  /** When it joined and left each list, newest first (lib/evidence/timeline.ts). */
  timeline: TimelineEvent[];
};

const sourceOrder = (source: string) => {
  const i = SOURCE_NAMES.indexOf(source as SourceName);
  return i < 0 ? SOURCE_NAMES.length : i;
};
const bySource = <T extends { source: string; title: string }>(a: T, b: T) =>
  sourceOrder(a.source) - sourceOrder(b.source) || a.title.localeCompare(b.title);

/** Oldest first, by the rule that picks the current edition (lib/evidence/current.ts). */
const byDate = (a: EditionOfList, b: EditionOfList) =>
  datedBy(a).localeCompare(datedBy(b)) || a.edition.localeCompare(b.edition);

/** The stored address if it may be a link (imports check it; this keeps any other out of an href). */
const linkable = (url: string) => (safeHttpUrl(url) ? url : null);

function toEntry(edition: EditionOfList, since: string | null, asOf: string | null): FeaturedEntry {
  const { listId: _list, current: _current, listed: _listed, url, openedSource, ...facts } = edition;
  const source = openedSource ? linkable(openedSource) : null;
  return { ...facts, url: linkable(url), openedSource: source, since, stale: editionStaleness(edition, asOf) };
}

/** A profile's evidence: current entries in source order (with the edition their unbroken run began at, and staleness),
 * the sources that do not (or may not) feature it, and earlier editions it was on. */
export function featuredIn(
  editions: EditionOfList[],
  currentSources: readonly string[],
  asOf: string | null,
): FeaturedIn {
  const byList = new Map<number, EditionOfList[]>();
  for (const e of editions) byList.set(e.listId, [...(byList.get(e.listId) ?? []), e]);
  const entries: FeaturedEntry[] = [];
  const past: PastListing[] = [];
  for (const group of byList.values()) {
    group.sort(byDate);
    const now = group.findIndex((e) => e.current && e.listed);
    let start = now;
    while (start > 0 && group[start - 1].listed) start--;
    if (now >= 0) entries.push(toEntry(group[now], start < now ? group[start].edition : null, asOf));
    const earlier = group.filter((e, i) => e.listed && (now < 0 || i < start || i > now));
    const last = earlier.at(-1);
    if (last) {
      const { listId, source, title, url } = last;
      const others = editions.some((e) => e.source === source && e.listId !== listId);
      const listing = { source, title, url: linkable(url), editions: earlier.map((e) => e.edition) };
      past.push({ ...listing, sourceHasOtherLists: others });
    }
  }
  const on = new Set(entries.map((e) => e.source));
  const missing = SOURCE_NAMES.filter((name) => !on.has(name));
  return {
    entries: entries.sort(bySource),
    notOn: missing.filter((name) => currentSources.includes(name)),
    unread: missing.filter((name) => !currentSources.includes(name)),
    past: past.sort(bySource),
    timeline: listTimeline(editions),
  };
}
