import { TOTAL_SOURCES } from "./sources";

/** Words of a cuisine label that are common nouns or plain adjectives, written in lower case mid-sentence. */
const COMMON_WORDS = new Set(
  "and bakery barbecue bistro breakfast/brunch burgers cafe chicken contemporary deli diner eclectic food hall international izakaya market pizza sandwich seafood shop smash soul steakhouse taqueria vegan wings".split(
    " ",
  ),
);
/** A label ending in one of these names the kind of place already: "a French bistro", not "a French bistro restaurant". */
const PLACE_NOUNS = new Set([
  "bakery",
  "bistro",
  "cafe",
  "diner",
  "deli",
  "izakaya",
  "market",
  "shop",
  "steakhouse",
  "taqueria",
]);

/** "an" before a vowel sound: "an Italian", "an Uzbek", but "a Ukrainian", "a Uyghur", "a European". */
function withArticle(phrase: string): string {
  const vowelSound = /^[aeiou]/i.test(phrase) && !/^(u[kny]|uni|us|eu)/i.test(phrase);
  return `${vowelSound ? "an" : "a"} ${phrase}`;
}

/** "an Italian restaurant", "a French bistro", "a restaurant" (for "Other"). */
export function kindOfPlace(cuisine: string): string {
  const label = cuisine.replace(/\s+cuisine$/i, "").trim();
  if (!label || /^other$/i.test(label)) return "a restaurant";
  const words = label.split(/\s+/).map((w) => (COMMON_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : w));
  const noun = PLACE_NOUNS.has(words.at(-1)!.toLowerCase()) ? "" : " restaurant";
  return withArticle(`${words.join(" ")}${noun}`);
}

/** "on 1 of 10 trusted lists"; a place known only from earlier editions is "on no current trusted list". */
function onListsText(sourceCount: number): string {
  if (!sourceCount) return "on no current trusted list";
  return `on ${sourceCount} of ${TOTAL_SOURCES} trusted lists`;
}

type Facts = { name: string; cuisine: string; neighborhood: string; sourceCount: number };

/** A place's description in our own words from the facts we hold, for one that has none of its own. */
export function fallbackDescription({ name, cuisine, neighborhood, sourceCount }: Facts): string {
  return `${name} is ${kindOfPlace(cuisine)} in ${neighborhood}, ${onListsText(sourceCount)}.`;
}
