import type { RestaurantSummary } from "~/lib/listing";
import { distinctionDate, entryClaim } from "./featured-in-text";

/** A current list entry that gives a place a rank or a distinction: what its card's badge for that source adds. */
export type CardClaim = {
  source: string;
  title: string;
  edition: string;
  rank: number | null;
  distinction: string | null;
  /** The guide year of a distinction older than the edition; null: the edition's own. */
  distinctionYear?: string | null;
};

/** A card's restaurant; `claims` is left out where it has none (and on New & Rising, whose lists are not editions). */
export type CardRestaurant = RestaurantSummary & { claims?: CardClaim[] };

/** Each restaurant with its own claims from the page's rows, in the order the rows came. */
export function withClaims<R extends { id: number }>(
  restaurants: R[],
  rows: readonly (CardClaim & { restaurantId: number })[],
): (R & { claims?: CardClaim[] })[] {
  const byPlace = new Map<number, CardClaim[]>();
  for (const { restaurantId, ...claim } of rows)
    byPlace.set(restaurantId, [...(byPlace.get(restaurantId) ?? []), claim]);
  return restaurants.map((r) => {
    const claims = byPlace.get(r.id);
    return claims ? { ...r, claims } : r;
  });
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

/**
 * A source's badge text: `visible` fits the badge ("1★"), `spoken` says it in words for the
 * accessible name ("1 Star"), `title` names the list ("1 Star (2023)"). Null with no claims.
 */
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
