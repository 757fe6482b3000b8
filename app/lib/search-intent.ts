import { AREA_GROUPS } from "./areas";
import { CUISINE_TERMS, phraseKey } from "./cuisine/taxonomy";
import type { ListingFilters } from "./listing";
import { words } from "./search-query";

/** The filters a search's words can become. */
type IntentFilters = Pick<ListingFilters, "cuisine" | "style" | "neighborhood" | "price" | "occasion">;

/** What a query reads as: the filters its words named, and the words left to search for. */
type SearchIntent = { filters: IntentFilters; rest: string; read: boolean };

type Reading =
  | { kind: "price"; price: number }
  | { kind: "occasion"; occasion: string }
  | { kind: "cuisine"; cuisine: string | null; style: string | null }
  | { kind: "neighborhood"; neighborhood: string };

const PRICE_WORDS: [string, number][] = [
  ["cheap", 1],
  ["inexpensive", 1],
  ["budget", 1],
  ["affordable", 1],
  ["cheap eats", 1],
  ["moderate", 2],
  ["upscale", 3],
  ["splurge", 4],
  ["fancy", 4],
  ["expensive", 4],
  ["fine dining", 4],
];

const OCCASION_WORDS: [string, string][] = [
  ["date night", "date-night"],
  ["date", "date-night"],
  ["romantic", "date-night"],
  ["special occasion", "special-occasion"],
  ["celebration", "special-occasion"],
  ["anniversary", "special-occasion"],
  ["casual", "casual"],
];

/** Short forms diners use for neighborhoods, read only where the neighborhood is one of ours. */
const NEIGHBORHOOD_ALIASES: [string, string][] = [
  ["weho", "west-hollywood"],
  ["k town", "koreatown"],
  ["ktown", "koreatown"],
  ["silverlake", "silver-lake"],
  ["noho", "north-hollywood"],
  ...AREA_GROUPS.flatMap((group) => group.aliases.map((alias): [string, string] => [alias, group.slug])),
];

/** The area a place known only to its city is filed under: not a neighborhood a search narrows to. */
const CITY_WIDE = "los-angeles";

function dictionary(neighborhoods: { slug: string; name: string }[]): Map<string, Reading> {
  const known = new Set(neighborhoods.map((n) => n.slug).filter((slug) => slug !== CITY_WIDE));
  const entries: [string, Reading][] = [
    ...PRICE_WORDS.map(([w, price]): [string, Reading] => [w, { kind: "price", price }]),
    ...OCCASION_WORDS.map(([w, occasion]): [string, Reading] => [w, { kind: "occasion", occasion }]),
    ...CUISINE_TERMS.map((t): [string, Reading] => [
      t.words,
      { kind: "cuisine", cuisine: t.familySlug, style: t.styleSlug },
    ]),
    ...[...known].map((slug): [string, Reading] => [phraseKey(slug), { kind: "neighborhood", neighborhood: slug }]),
    ...neighborhoods
      .filter((n) => known.has(n.slug))
      .map((n): [string, Reading] => [phraseKey(n.name), { kind: "neighborhood", neighborhood: n.slug }]),
    ...NEIGHBORHOOD_ALIASES.filter(([, slug]) => known.has(slug)).map(([w, slug]): [string, Reading] => [
      w,
      { kind: "neighborhood", neighborhood: slug },
    ]),
  ];
  // Later entries win: a neighborhood's own name over a cuisine word of the same spelling.
  return new Map(entries);
}

/** The filters with one reading added, or null when it contradicts one already read ('korean japanese'). */
function apply(filters: IntentFilters, reading: Reading): IntentFilters | null {
  switch (reading.kind) {
    case "price":
      return filters.price === undefined ? { ...filters, price: reading.price } : null;
    case "occasion":
      return filters.occasion ? null : { ...filters, occasion: reading.occasion };
    case "neighborhood":
      return filters.neighborhood ? null : { ...filters, neighborhood: reading.neighborhood };
    case "cuisine": {
      if (reading.cuisine && filters.cuisine && filters.cuisine !== reading.cuisine) return null;
      if (reading.style && filters.style) return null;
      return { ...filters, cuisine: reading.cuisine ?? filters.cuisine, style: reading.style ?? filters.style };
    }
  }
}

/** 'cheap korean bbq in ktown' → $, Korean · Barbecue, Koreatown. The longest phrase wins at each word ('thai town' the
 * neighborhood, not Thai food); a word naming nothing stays a word. */
export function readIntent(query: string, neighborhoods: { slug: string; name: string }[]): SearchIntent {
  const all = words(query);
  const known = dictionary(neighborhoods);
  let filters: IntentFilters = {};
  const rest: string[] = [];
  for (let i = 0; i < all.length;) {
    let used = 0;
    for (let n = Math.min(3, all.length - i); n > 0 && !used; n--) {
      const reading = known.get(all.slice(i, i + n).join(" "));
      const next = reading ? apply(filters, reading) : null;
      if (next) [filters, used] = [next, n];
    }
    if (!used) rest.push(all[i]);
    i += used || 1;
  }
  return { filters, rest: rest.join(" "), read: rest.length < all.length };
}
