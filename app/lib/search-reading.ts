import { alternatives, buildMatchExpression, buildPhraseExpression, tokenize, words } from "./search-query";
import { sortKey } from "./slug";

/** `match` (FTS5) selects; `exactName`, `typed` and `synonyms` (null: no group) rank in decision 010's tiers. */
export type SearchReading = { match: string; exactName: string; typed: string[]; synonyms: string[][] | null };

export type SearchTerms = {
  /** The words that carry meaning, for typo correction. */
  tokens: string[];
  /** Every meaningful word somewhere, each as a prefix; null when no word carries meaning. */
  words: SearchReading | null;
  /** All the words as typed as one phrase, when filler was dropped: it replaces `words` when it matches. */
  phrase: SearchReading | null;
};

/** Every word somewhere ('santa monica sushi'), synonyms counting as the word. */
export function wordsReading(tokens: string[], exactName: string): SearchReading | null {
  const match = buildMatchExpression(tokens);
  if (!match) return null;
  const groups = tokens.map(alternatives);
  return { match, exactName, typed: tokens, synonyms: groups.some((group) => group.length > 1) ? groups : null };
}

/** 'la brea': the words ['brea'], and the phrase 'la brea', which wins when it matches anything. */
export function parseSearch(text: string): SearchTerms {
  const all = words(text);
  const tokens = tokenize(text);
  const exactName = sortKey(text);
  const every = wordsReading(tokens, exactName);
  const phrase = every && all.length > tokens.length ? buildPhraseExpression(all) : null;
  return {
    tokens,
    words: every,
    phrase: phrase ? { match: phrase, exactName, typed: [all.join(" ")], synonyms: null } : null,
  };
}

/** `expression` within the filters' facets: the index narrows a search before any row is read. */
export function withinFacets(expression: string, facets: string | null): string {
  return facets ? `(${expression}) AND ${facets}` : expression;
}

/** A LIKE pattern for text that begins with `prefix` (escaped with '\'). */
export function startsWithPattern(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
