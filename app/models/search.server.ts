import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { buildMatchExpression, correctToken, tokenize, typoAllowance } from "~/lib/search-query";

export type SearchPlan = { expression: string; corrected: string | null };

async function hasMatches(db: Db, expression: string): Promise<boolean> {
  const row = await db.get<{ found: number } | undefined>(
    sql`SELECT 1 AS found FROM restaurants_fts WHERE restaurants_fts MATCH ${expression} LIMIT 1`,
  );
  return !!row;
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

  const fixed = await Promise.all(
    tokens.map(async (token) => {
      if (!typoAllowance(token) || (await hasMatches(db, buildMatchExpression([token])!))) return token;
      return correctToken(token, await vocabularyNear(db, token)) ?? token;
    }),
  );
  if (fixed.every((t, i) => t === tokens[i])) return { expression, corrected: null };
  return { expression: buildMatchExpression(fixed)!, corrected: fixed.join(" ") };
}
