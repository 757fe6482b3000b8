import { asOfMonth } from "~/lib/as-of";
import type { FeaturedEntry, PastListing } from "./featured-in";
import type { ListMention } from "~/lib/structured-data";
import type { AgeBasis } from "./freshness";

/** "The 38 Best Restaurants in Los Angeles (Eater 38), 2026"; a title that already names its edition stays as it is. */
export function listLabel(title: string, edition: string): string {
  return title.includes(edition) ? title : `${title}, ${edition}`;
}

/** The row's heading: the source, and Michelin's distinction where there is one ("Michelin Guide · 1 Star"). */
export function entryHeading(entry: Pick<FeaturedEntry, "source" | "distinction" | "distinctionYear">): string {
  if (!entry.distinction) return entry.source;
  const year = entry.distinctionYear ? ` (${entry.distinctionYear} guide)` : "";
  return `${entry.source} · ${entry.distinction}${year}`;
}

/** The guide a distinction is from: its own year where it is older than the edition, else the edition's. */
export function distinctionDate(entry: Pick<FeaturedEntry, "edition" | "distinctionYear">): string {
  return entry.distinctionYear ?? entry.edition;
}

/** What the row links: "#8 on The 101 Best Restaurants in Los Angeles (2025)", or the list alone when unranked. */
export function entryClaim(entry: Pick<FeaturedEntry, "title" | "edition" | "rank">): string {
  const label = listLabel(entry.title, entry.edition);
  return entry.rank === null ? label : `#${entry.rank} on ${label}`;
}

/** ["published July 2023", "read November 2026"]: a list dated by its year alone shows just the year. */
export function entryDates(entry: Pick<FeaturedEntry, "published" | "readOn">): string[] {
  const published = entry.published && (/^\d{4}$/.test(entry.published) ? entry.published : asOfMonth(entry.published));
  const read = asOfMonth(entry.readOn);
  return [published && `published ${published}`, read && `read ${read}`].filter((part): part is string => !!part);
}

/** "Opened July 2024", or "Opened 2024" where only the year is stated; null without an opening. */
export function openedNote(entry: Pick<FeaturedEntry, "openedMonth">): string | null {
  const opened = entry.openedMonth;
  if (!opened) return null;
  return `Opened ${/^\d{4}$/.test(opened) ? opened : asOfMonth(opened)}`;
}

/** Who states the opening, by site: "lataco.com". */
export function openedSourceLabel(url: string): string {
  return new URL(url).hostname.replace(/^www\./, "");
}

export function staleNote(basis: AgeBasis): string {
  return basis === "published" ? "This edition is over 18 months old" : "We read this list over 18 months ago";
}

export function sinceNote(since: string): string {
  return `On this list since ${since}`;
}

/** "Was on Food & Wine (2023)"; the title only when the profile shows another list of that source. */
export function pastNote(listing: PastListing): string {
  const title = listing.sourceHasOtherLists ? ` · ${listing.title}` : "";
  return `Was on ${listing.source}${title} (${listing.editions.join(", ")})`;
}

/** For JSON-LD: a list entry names the list; a distinction is an award ("Michelin Guide 1 Star (2023)"). */
export function listMentions(entries: readonly FeaturedEntry[]): ListMention[] {
  return entries.map((e) => ({
    name: listLabel(e.title, e.edition),
    url: e.url,
    award: e.distinction ? `${e.source} ${e.distinction} (${distinctionDate(e)})` : null,
  }));
}
