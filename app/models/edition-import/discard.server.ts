import { and, eq, notExists, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { listEditions, lists } from "~/db/schema.server";
import { runBatch } from "../batch.server";
import type { List } from "../list-ids.server";
import { d1Statement } from "../sql.server";
import { sweepEditionsStatements, sweepEntriesStatement } from "./sweep.server";

/** A discarded preview's draft, its entries and counts go, and the list row it made if no edition is left on it. */
export async function discardDraft(db: Db, jobId: string, list: List | null) {
  while ((await sweepEntriesStatement(db, jobId, 5_000).run()).meta.changes > 0);
  await runBatch(db, [...sweepEditionsStatements(db, jobId), ...(list ? [emptyListStatement(db, list)] : [])]);
}

function emptyListStatement(db: Db, { source, list }: List) {
  const editions = db
    .select({ one: sql`1` })
    .from(listEditions)
    .where(eq(listEditions.listId, lists.id));
  return d1Statement(
    db,
    db.delete(lists).where(and(eq(lists.sourceName, source), eq(lists.slug, list), notExists(editions))),
  );
}
