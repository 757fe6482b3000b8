import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { listEditions, lists } from "~/db/schema.server";
import type { JobScope } from "./import-staging.server";
import { differs } from "./sql.server";

type List = { source: string; list: string };

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

/** The draft edition a list edition import writes (edition-draft.server.ts). */
export const draftOf = (db: Db, scope: JobScope, list: List) =>
  editionIdOf(db, list, eq(listEditions.pendingJob, scope.jobId));

/** The editions current once that draft is: every list's current one, this list's replaced by the draft. */
export const nextEditions = (db: Db, scope: JobScope, list: List) =>
  or(
    and(isCurrentEdition, differs(listEditions.listId, listIdOf(db, list))),
    eq(listEditions.id, draftOf(db, scope, list)),
  );
