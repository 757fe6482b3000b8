import { and, between, eq, gte, lt, ne, sql, sum } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { restaurants } from "~/db/schema.server";
import { parseSearch, wordsReading, type SearchReading, type SearchTerms } from "~/lib/search-reading";
import { buildMatchExpression, correctToken, nameWords, typoAllowance } from "~/lib/search-query";
import { defineRead, noRead, pairRead, readOne, type Read } from "./batch.server";
import { coalesce, textLength } from "./sql.server";

type SearchPlan = { expression: string; corrected: string | null };
type SearchChecks = { words: boolean; phrase: boolean };

/**
 * Whether an FTS5 expression matches any restaurant, whatever the filters; not raw SQL, which drizzle's D1
 * batch cannot carry with parameters. `exactFirst` goes first: a prefix gathers every term it begins.
 */
function anyMatchRead(db: Db, expression: string, exactFirst?: string | null): Read<boolean> {
  const first = (match: string) =>
    sql`(SELECT rowid FROM restaurants_fts WHERE restaurants_fts MATCH ${match} LIMIT 1)`;
  const firstMatch = exactFirst ? coalesce(first(exactFirst), first(expression)) : first(expression);
  return defineRead(
    [db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, firstMatch)).limit(1)],
    ([rows]) => rows.length > 0,
  );
}

/** Whether the words, and the phrase if there is one, match anything at all: to ride in the list's batch. */
export function searchChecksRead(db: Db, terms: SearchTerms): Read<SearchChecks> {
  return pairRead(
    terms.words ? anyMatchRead(db, terms.words.match, buildMatchExpression(terms.tokens, false)) : noRead(false),
    terms.phrase ? anyMatchRead(db, terms.phrase.match) : noRead(false),
    (words, phrase) => ({ words, phrase }),
  );
}

/**
 * The reading to read the list again with, or null when the batch's read stands: the phrase if it matches
 * ('la brea' is a street), else corrected words only when the words match nothing at all, filters aside.
 */
export async function reviseSearch(
  db: Db,
  terms: SearchTerms,
  checks: SearchChecks,
): Promise<{ reading: SearchReading; corrected: string | null } | null> {
  if (terms.phrase && checks.phrase) return { reading: terms.phrase, corrected: null };
  if (!terms.words || checks.words) return null;
  const { corrected } = await correctSearch(db, terms.tokens, terms.words.match);
  const reading = corrected ? wordsReading(corrected.split(" "), corrected) : null;
  return reading ? { reading, corrected } : null;
}

/** The reading a search settles on, in its own round trips: for a caller with no batch to join. */
export async function planSearch(db: Db, query: string): Promise<(SearchPlan & { reading: SearchReading }) | null> {
  const terms = parseSearch(query);
  if (!terms.words) return null;
  const revised = await reviseSearch(db, terms, await readOne(db, searchChecksRead(db, terms)));
  const reading = revised?.reading ?? terms.words;
  return { expression: reading.match, corrected: revised?.corrected ?? null, reading };
}

/** Every place's name as the search index holds it (lib/search-query.ts's nameWords), for the data cache. */
export async function placeNameWords(db: Db): Promise<string[]> {
  return (await db.select({ name: restaurants.name }).from(restaurants)).map(({ name }) => nameWords(name));
}

function hasMatches(db: Db, expression: string): Promise<boolean> {
  return readOne(db, anyMatchRead(db, expression));
}

/** The FTS5 vocabulary, a virtual table the migrations create: declared here to read it, outside drizzle-kit's schema. */
const vocabulary = sqliteTable("restaurants_vocab", {
  term: text("term").notNull(),
  col: text("col").notNull(),
  doc: integer("doc").notNull(),
});

async function vocabularyNear(db: Db, token: string) {
  // Typos rarely hit the first letter; scanning one letter's terms keeps this cheap at any size. The
  // vocabulary counts rows per column: summed, a term's commonness (a tie-break, so overcounting is harmless).
  const first = token[0];
  const next = String.fromCharCode(first.charCodeAt(0) + 1);
  return db
    .select({ term: vocabulary.term, rows: sum(vocabulary.doc).mapWith(Number) })
    .from(vocabulary)
    .where(
      and(
        gte(vocabulary.term, first),
        lt(vocabulary.term, next),
        ne(vocabulary.col, "facets"),
        between(textLength(vocabulary.term), token.length - 2, token.length + 12),
      ),
    )
    .groupBy(vocabulary.term)
    .limit(5000);
}

/**
 * For a caller that already knows (anyMatchRead) that the words as typed (`tokens`, whose expression
 * is `expression`) match nothing: each word with a small typo that matches nothing on its own is
 * replaced by its closest indexed term.
 */
async function correctSearch(db: Db, tokens: string[], expression: string): Promise<SearchPlan> {
  const fixed = await Promise.all(
    tokens.map(async (token) => {
      if (!typoAllowance(token) || (await hasMatches(db, buildMatchExpression([token])!))) return token;
      return correctToken(token, await vocabularyNear(db, token)) ?? token;
    }),
  );
  if (fixed.every((t, i) => t === tokens[i])) return { expression, corrected: null };
  return { expression: buildMatchExpression(fixed)!, corrected: fixed.join(" ") };
}
