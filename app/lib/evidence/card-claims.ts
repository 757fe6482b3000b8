import type { RestaurantSummary } from "~/lib/listing";
import { distinctionDate, entryClaim } from "./featured-in-text";

/** A current list entry that gives a place a rank or a distinction: what its card's badge for that source adds. */
export type CardClaim = {
  editionId: number;
  source: string;
  title: string;
  edition: string;
  rank: number | null;
  distinction: string | null;
  /** The guide year of a distinction older than the edition; null: the edition's own. */
  distinctionYear?: string | null;
};

/** Badge `editions` and their `claims` (ranks, distinctions), left out where empty and on New & Rising. */
export type CardRestaurant = RestaurantSummary & { editions?: number[]; claims?: CardClaim[] };

type EntryRow = CardClaim & { restaurantId: number };

/** Adds one current entry to a card: its edition always, a claim when it ranks or distinguishes the place. */
export function addEntry<R extends CardRestaurant>(card: R, { restaurantId: _id, ...entry }: EntryRow): R {
  card.editions = [...(card.editions ?? []), entry.editionId];
  if (entry.rank !== null || entry.distinction !== null) card.claims = [...(card.claims ?? []), entry];
  return card;
}

/** Each restaurant with its own entries from the page's rows, in the order the rows came. */
export function withClaims<R extends { id: number }>(
  restaurants: R[],
  rows: readonly EntryRow[],
): (R & CardRestaurant)[] {
  const byPlace = new Map<number, EntryRow[]>();
  for (const row of rows) byPlace.set(row.restaurantId, [...(byPlace.get(row.restaurantId) ?? []), row]);
  return restaurants.map((r) => (byPlace.get(r.id) ?? []).reduce(addEntry, { ...r } as R & CardRestaurant));
}

/** Michelin's stars as the guide draws them; a Bib by its short name; "Recommended" goes unsaid on a badge. */
function shortDistinction(distinction: string): string | null {
  const stars = /^(\d) Stars?$/.exec(distinction);
  if (stars) return `${stars[1]}★`;
  if (distinction === "Bib Gourmand") return "Bib";
  return distinction === "Recommended" ? null : distinction;
}

const joined = (parts: (string | null | false)[], separator: string) =>
  parts.filter((part): part is string => !!part).join(separator);

/** `visible` fits the badge ("1★"), `spoken` is the accessible name ("1 Star"), `title` names the list. */
export function badgeClaim(claims: readonly CardClaim[]): { visible: string; spoken: string; title: string } | null {
  if (!claims.length) return null;
  const rank = (c: CardClaim) => c.rank !== null && `#${c.rank}`;
  return {
    visible: joined(
      claims.map((c) => joined([c.distinction && shortDistinction(c.distinction), rank(c)], " ")),
      ", ",
    ),
    spoken: joined(
      claims.map((c) => joined([c.distinction, rank(c)], ", ")),
      "; ",
    ),
    title: joined(
      claims.map((c) =>
        joined([c.distinction && `${c.distinction} (${distinctionDate(c)})`, c.rank !== null && entryClaim(c)], ", "),
      ),
      "; ",
    ),
  };
}
