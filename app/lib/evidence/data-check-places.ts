import { enclosingAreas, GROUPED_LABELS, AREA_GROUPS } from "~/lib/areas";
import { CUISINE_TERMS, phraseKey } from "~/lib/cuisine/taxonomy";
import { toRestaurantRow, type RestaurantInput } from "~/lib/restaurant-record";
import { neighborhoodSlug } from "~/lib/slug";
import type { Violation } from "./data-check";
import { isClosed, restaurantSlug, restaurantWhere } from "./data-check-common";
import { areaKey, nameKey, streetKey } from "./place-key";

/** Words a name may carry or drop without being another place ('Quarter Sheets Pizza Club'). */
const NAME_SUFFIXES = new Set(
  "restaurant restaurants cafe bar kitchen grill eatery pizza pizzeria club house".split(" "),
);

/** A name with case, punctuation, spacing and trailing common words set aside: 'Sushi I-NABA' → 'sushiinaba'. */
function looseName(name: string): string {
  const words = nameKey(name).split(" ");
  while (words.length > 1 && NAME_SUFFIXES.has(words.at(-1)!)) words.pop();
  return words.join("");
}

/** The region a label lies in (its outermost group), else the label itself. */
function regionOf(neighborhood: string | null | undefined): string {
  const slug = neighborhoodSlug(neighborhood ?? "");
  return enclosingAreas(slug).at(-1)?.slug ?? slug;
}

/** Open records in one region with loosely matching names are one place, unless each has a street address. */
function checkLikelyDuplicates(restaurants: RestaurantInput[]): Violation[] {
  const groups = new Map<string, RestaurantInput[]>();
  for (const r of restaurants.filter((r) => !isClosed(r))) {
    const key = `${looseName(r.name)}|${regionOf(r.neighborhood)}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return (
    [...groups.values()]
      .filter((group) => group.length > 1)
      .filter((group) => new Set(group.map((r) => streetKey(r.address) || null)).has(null))
      // One name in one neighborhood is the exact rule's (data-check-restaurants.ts) to report.
      .filter((group) => new Set(group.map((r) => areaKey(r.name, r.neighborhood ?? ""))).size > 1)
      .map((group) => ({
        rule: "likely duplicate",
        where: group.map(restaurantWhere).join(" and "),
        fix: "Their names match once case, punctuation, spacing and common suffixes are set aside, in one region: merge them (combine their entries, list the dropped slug in formerSlugs), or give each its own street address if they are branches.",
      }))
  );
}

const STARS = /\b(one|two|three|1|2|3)[- ](?:michelin[- ])?stars?\b/i;
const STAR_COUNT: Record<string, string> = { one: "1", two: "2", three: "3", "1": "1", "2": "2", "3": "3" };
const PLACE_WORDS = new Map(
  [...GROUPED_LABELS, ...AREA_GROUPS.map((g) => g.name)].map((label) => [label.toLowerCase(), label]),
);

/** The distinction a description names, if it names one: "3 Stars", "Bib Gourmand". */
function namedDistinction(description: string): string | null {
  const stars = STARS.exec(description);
  if (stars) {
    const n = STAR_COUNT[stars[1].toLowerCase()];
    return `${n} Star${n === "1" ? "" : "s"}`;
  }
  return /\bbib gourmand\b/i.test(description) ? "Bib Gourmand" : null;
}

/** Areas a description places the restaurant in ('… in Koreatown'), among the labels and regions we know. */
function namedAreas(description: string): string[] {
  const found: string[] = [];
  for (const [lower, label] of PLACE_WORDS) {
    if (new RegExp(`\\bin (?:the )?${lower.replace(/[.-]/g, "\\$&")}\\b`, "i").test(description)) found.push(label);
  }
  return found;
}

/** A description may not name a distinction its current Michelin entry lacks, nor a region not its own. */
function checkDescriptions(
  restaurants: RestaurantInput[],
  distinctionOf: (r: RestaurantInput) => string | null,
): Violation[] {
  return restaurants
    .filter((r) => !isClosed(r) && r.description)
    .flatMap((r): Violation[] => {
      const found: Violation[] = [];
      const named = namedDistinction(r.description!);
      const held = distinctionOf(r);
      if (named && named !== held) {
        found.push({
          rule: "description contradicts distinction",
          where: restaurantWhere(r),
          fix: `Its description says ${named}, but its current Michelin entry says ${held ?? "none"}: correct the description.`,
        });
      }
      const region = regionOf(r.neighborhood);
      for (const area of namedAreas(r.description!)) {
        if (regionOf(area) !== region) {
          found.push({
            rule: "description contradicts location",
            where: restaurantWhere(r),
            fix: `Its description places it in ${area}, but it is in ${r.neighborhood}: correct the description or the neighborhood.`,
          });
        }
      }
      return found;
    });
}

/** Every label lies in a region (data/areas.json); a merged slug is no live place's. */
function checkAreasAndSlugs(restaurants: RestaurantInput[]): Violation[] {
  const live = new Set(restaurants.map(restaurantSlug));
  const unplaced = restaurants
    .filter((r) => r.neighborhood && !GROUPED_LABELS.has(r.neighborhood))
    .map((r) => ({
      rule: "area outside the regions",
      where: restaurantWhere(r),
      fix: `"${r.neighborhood}" is in no region: add it to the region that holds it in data/areas.json.`,
    }));
  const reused = restaurants.flatMap((r) =>
    (r.formerSlugs ?? [])
      .filter((slug) => live.has(slug))
      .map((slug) => ({
        rule: "former slug in use",
        where: restaurantWhere(r),
        fix: `Its former slug "${slug}" is a live restaurant's: remove it from formerSlugs, or merge that record.`,
      })),
  );
  return [...unplaced, ...reused];
}

/** A style a ranked place's name spells needs a ranked place with it, or its answer says none exist. */
function checkStylesNamed(ranked: RestaurantInput[]): Violation[] {
  const carried = new Set(ranked.map((r) => toRestaurantRow(r).cuisineStyleSlug));
  const styleTerms = CUISINE_TERMS.filter((t) => t.styleSlug);
  return ranked.flatMap((r) => {
    const name = ` ${phraseKey(r.name)} `;
    const named = styleTerms.find((t) => name.includes(` ${t.words} `) && !carried.has(t.styleSlug));
    return named
      ? [
          {
            rule: "style named but not tagged",
            where: restaurantWhere(r),
            fix: `Its name says ${named.label}, but no ranked place carries that style: give its cuisine the style's label ("${named.label}") where its sources say so.`,
          },
        ]
      : [];
  });
}

/** `listed`: the indices of the places a current edition names. */
export function checkPlaces(
  restaurants: RestaurantInput[],
  listed: Set<number>,
  distinctionOf: (r: RestaurantInput) => string | null,
) {
  return [
    ...checkStylesNamed(restaurants.filter((r, i) => listed.has(i) && !isClosed(r))),
    ...checkLikelyDuplicates(restaurants),
    ...checkDescriptions(restaurants, distinctionOf),
    ...checkAreasAndSlugs(restaurants),
  ];
}
