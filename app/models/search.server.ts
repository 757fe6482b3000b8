import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { restaurants } from "~/db/schema.server";
import { buildMatchExpression, correctToken, tokenize, typoAllowance } from "~/lib/search-query";
import { defineRead, readOne, type Read } from "./batch.server";

type SearchPlan = { expression: string; corrected: string | null };

/**
 * Whether an FTS5 expression matches any restaurant at all, whatever the filters. A query builder,
 * not raw SQL: drizzle's D1 batch cannot carry a raw statement with parameters. The index's first
 * match only, found once (a scalar subquery), then looked up by key: cheap at any size.
 */
export function anyMatchRead(db: Db, expression: string): Read<boolean> {
  const firstMatch = sql`(SELECT rowid FROM restaurants_fts WHERE restaurants_fts MATCH ${expression} LIMIT 1)`;
  return defineRead(
    [db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, firstMatch)).limit(1)],
    ([rows]) => rows.length > 0,
  );
}

function hasMatches(db: Db, expression: string): Promise<boolean> {
  return readOne(db, anyMatchRead(db, expression));
}

async function vocabularyNear(db: Db, token: string) {
  // Typos rarely hit the first letter; scanning one letter's terms keeps this cheap at any size.
  const first = token[0];
  const next = String.fromCharCode(first.charCodeAt(0) + 1);
  return db.all<{ term: string; rows: number }>(
    sql`SELECT term, doc AS rows FROM restaurants_vocab WHERE term >= ${first} AND term < ${next}
        AND length(term) BETWEEN ${token.length - 2} AND ${token.length + 12} LIMIT 5000`,
  );
}

/**
 * Turns what the diner typed into an FTS5 expression. When nothing matches, words with small
 * typos are replaced by their closest indexed term and the corrected query is reported.
 */
export async function planSearch(db: Db, query: string): Promise<SearchPlan | null> {
  const tokens = tokenize(query);
  const expression = buildMatchExpression(tokens);
  if (!expression) return null;
  if (await hasMatches(db, expression)) return { expression, corrected: null };
  return correctSearch(db, tokens, expression);
}

/**
 * planSearch's second half, for a caller that already knows (anyMatchRead) that the words as typed
 * (`tokens`, whose expression is `expression`) match nothing: each word with a small typo that
 * matches nothing on its own is replaced by its closest indexed term.
 */
export async function correctSearch(db: Db, tokens: string[], expression: string): Promise<SearchPlan> {
  const fixed = await Promise.all(
    tokens.map(async (token) => {
      if (!typoAllowance(token) || (await hasMatches(db, buildMatchExpression([token])!))) return token;
      return correctToken(token, await vocabularyNear(db, token)) ?? token;
    }),
  );
  if (fixed.every((t, i) => t === tokens[i])) return { expression, corrected: null };
  return { expression: buildMatchExpression(fixed)!, corrected: fixed.join(" ") };
}
