import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { listEditions, lists } from "~/db/schema.server";

export type List = { source: string; list: string };

/** A source's list by its slug, as a subquery: statements that write editions name their list so. */
export const listIdOf = (db: Db, { source, list }: List) =>
  db
    .select({ id: lists.id })
    .from(lists)
    .where(and(eq(lists.sourceName, source), eq(lists.slug, list)));

/** The edition of that list that `which` picks (one by name, the current one, a job's draft), as a subquery. */
export const editionIdOf = (db: Db, list: List, which: SQL | undefined) =>
  db
    .select({ id: listEditions.id })
    .from(listEditions)
    .where(and(eq(listEditions.listId, listIdOf(db, list)), which));

/** A literal, as the one-current partial index states it, so SQLite can use that index. */
export const isCurrentEdition = sql`${listEditions.isCurrent} = 1`;
