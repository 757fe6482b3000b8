import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { buildMatchExpression, correctToken, tokenize, typoAllowance } from "~/lib/search-query";
import { restaurants } from "~/db/schema.server";
import { defineRead, readOne, type Read } from "./batch.server";
import { whereClause } from "./restaurants.server";

export type SearchPlan = { expression: string; corrected: string | null };

async function hasMatches(db: Db, expression: string): Promise<boolean> {
  return readOne(db, matchesAnywhereRead(db, expression));
}

/** Whether an FTS5 expression matches any restaurant at all, whatever the page's other filters. */
export function matchesAnywhereRead(db: Db, expression: string): Read<boolean> {
  return defineRead(
    // A query builder, not db.all: drizzle's D1 batch takes only built queries.
    [db.select({ id: restaurants.id }).from(restaurants).where(whereClause({ match: expression })).limit(1)],
    ([rows]) => rows.length > 0,
  );
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
 * For a search whose words match nothing at all: words with small typos replaced by their closest
 * indexed term. Null when no word could be corrected.
 */
export async function correctTypos(db: Db, query: string): Promise<SearchPlan | null> {
  const tokens = tokenize(query);
  const fixed = await Promise.all(
    tokens.map(async (token) => {
      if (!typoAllowance(token) || (await hasMatches(db, buildMatchExpression([token])!))) return token;
      return correctToken(token, await vocabularyNear(db, token)) ?? token;
    }),
  );
  if (fixed.every((t, i) => t === tokens[i])) return null;
  return { expression: buildMatchExpression(fixed)!, corrected: fixed.join(" ") };
}

/**
 * Turns what the diner typed into an FTS5 expression. When nothing matches, words with small
 * typos are replaced by their closest indexed term and the corrected query is reported.
 */
export async function planSearch(db: Db, query: string): Promise<SearchPlan | null> {
  const expression = buildMatchExpression(tokenize(query));
  if (!expression) return null;
  if (await hasMatches(db, expression)) return { expression, corrected: null };
  return (await correctTypos(db, query)) ?? { expression, corrected: null };
}
