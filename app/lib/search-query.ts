import { CUISINE_TERMS } from "./cuisine/taxonomy";
import { SEARCH_TEXT_COLUMNS } from "./search-index";
import { foldAccents } from "./slug";

/** Words diners type for the same thing; each group matches any of its members. */
const SYNONYMS: string[][] = [
  ["bbq", "barbecue", "barbeque"],
  ["taco", "tacos", "taqueria"],
  ["sushi", "omakase"],
  ["pizza", "pizzeria"],
  ["cafe", "coffee"],
  ["steak", "steakhouse"],
  ["dimsum", "dumpling", "dumplings"],
];
/** Short cuisine words begin too many unrelated ones ('pho', 'Phoenix'): they match whole words only. */
const WHOLE_WORDS = new Set(CUISINE_TERMS.map((t) => t.words).filter((w) => !w.includes(" ") && w.length < 4));

const STOP_WORDS = new Set(["the", "and", "in", "at", "of", "a", "near", "la", "restaurant", "restaurants", "food"]);

/** The columns a diner's words are matched in: all the index's but `facets`. */
const TEXT_COLUMNS = `{${SEARCH_TEXT_COLUMNS.join(" ")}}`;

const split = (text: string) =>
  foldAccents(text)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0);

/** 'La Brea sushi!' → ['la', 'brea', 'sushi']: every lowercase, accent-free word, in order. */
export function words(text: string): string[] {
  return split(text).slice(0, 8);
}

/** A place's name as the index's name column reads it, every word after a space: ' pho 79'. */
export const nameWords = (name: string) => ` ${split(name).join(" ")}`;

/**
 * Whether one of the names (nameWords) holds every token, each as a word's beginning ('sushi kaneyoshi',
 * 'pho'): then the query names places, and its words are not read as filters.
 */
export const nameHoldsWords = (names: readonly string[], tokens: readonly string[]) =>
  tokens.length > 0 && names.some((name) => tokens.every((token) => name.includes(` ${token}`)));

/** 'Santa Monica sushi!' → ['santa', 'monica', 'sushi']: the words that carry meaning (filler dropped). */
export function tokenize(text: string): string[] {
  return split(text)
    .filter((t) => !STOP_WORDS.has(t))
    .slice(0, 8);
}

/** A word and the words diners type for the same thing. */
export function alternatives(token: string): string[] {
  const group = SYNONYMS.find((g) => g.includes(token));
  return group ? [...new Set([token, ...group])] : [token];
}

/**
 * FTS5 terms for every word (AND), each as a prefix unless `prefix` is false, with synonyms OR-ed; no
 * column named. Tokens are plain [a-z0-9], so user input can never inject FTS syntax.
 */
export function allWordsTerms(tokens: string[], prefix = true): string {
  return tokens
    .map((token) => {
      const terms = alternatives(token).map((t) => `"${t}"${prefix && !WHOLE_WORDS.has(t) ? "*" : ""}`);
      return terms.length === 1 ? terms[0] : `(${terms.join(" OR ")})`;
    })
    .join(" AND ");
}

/** An FTS5 MATCH expression: every word somewhere in the searchable columns (allWordsTerms). */
export function buildMatchExpression(tokens: string[], prefix = true): string | null {
  return tokens.length ? `${TEXT_COLUMNS} : (${allWordsTerms(tokens, prefix)})` : null;
}

/** The same for the words as one phrase, the last a prefix ('la brea' is La Brea, not 'bread'). */
export function buildPhraseExpression(phraseWords: string[]): string | null {
  return phraseWords.length ? `${TEXT_COLUMNS} : "${phraseWords.join(" ")}"*` : null;
}

/** Edit distance counting a swap of neighbours as one typo (optimal string alignment); exits past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        current[j] = Math.min(current[j], before[j - 2] + 1);
      }
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

/** How many typos a word of this length may carry: none below 4 letters, one to 7, then two. */
export function typoAllowance(token: string): number {
  return token.length < 4 ? 0 : token.length < 8 ? 1 : 2;
}

/**
 * The closest indexed term for a misspelt word ('bestai' → 'bestia'), or null. `vocabulary` holds
 * the index's terms with how many rows use them; ties go to the commoner term.
 */
export function correctToken(token: string, vocabulary: { term: string; rows: number }[]): string | null {
  const allowance = typoAllowance(token);
  let best: { term: string; distance: number; partial: boolean; rows: number } | null = null;
  for (const { term, rows } of vocabulary) {
    if (term.startsWith(token)) return null; // already matches as a prefix: nothing to correct
    // A word may be a typo of a whole term or of the start of one ('bestai' for 'bestia's').
    const whole = editDistance(token, term, allowance);
    const start =
      term.length > token.length ? editDistance(token, term.slice(0, token.length), allowance) : allowance + 1;
    const distance = Math.min(whole, start);
    if (distance > allowance) continue;
    // At one distance a whole word beats a word's start ('bavle' is 'bavel', not 'barley'), then commonness.
    const partial = whole > distance;
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance && (partial < best.partial || (partial === best.partial && rows > best.rows)));
    if (better) best = { term, distance, partial, rows };
  }
  return best?.term ?? null;
}
