import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { listEditions, lists, trustedSources } from "~/db/schema.server";
import { listsBySource, type CurrentList, type KeyList, type SourceLists } from "~/lib/source-lists";
import { defineRead, type Read } from "./batch.server";
import { isCurrentEdition } from "./list-ids.server";

/** Current editions only (others are history or unfinished drafts), counted on the primary key's edition_id prefix. */
function currentListsQuery(db: Db) {
  return db
    .select({
      source: lists.sourceName,
      title: listEditions.title,
      scope: listEditions.scope,
      edition: listEditions.edition,
      url: listEditions.url,
      published: listEditions.published,
      readOn: listEditions.readOn,
      declaredSize: listEditions.declaredSize,
      carried: sql<number>`(SELECT count(*) FROM list_entries WHERE list_entries.edition_id = ${listEditions.id})`,
    })
    .from(listEditions)
    .innerJoin(lists, eq(lists.id, listEditions.listId))
    .where(isCurrentEdition)
    .orderBy(asc(lists.sourceName), asc(listEditions.title));
}

/** The methodology page's table: all ten sources with their current lists, in one round trip. */
export function methodologyRead(db: Db): Read<SourceLists<CurrentList>[]> {
  return defineRead(
    [
      db.select({ name: trustedSources.name, displayName: trustedSources.displayName }).from(trustedSources),
      currentListsQuery(db),
    ],
    ([sources, current]) => listsBySource(sources, current),
  );
}

/** The source key's current lists (pages take them from the data cache: services/cached-reads.server.ts). */
export function keyListsRead(db: Db): Read<KeyList[]> {
  return defineRead([currentListsQuery(db)], ([rows]) =>
    rows.map(({ source, title, edition, readOn }) => ({ source, title, edition, readOn })),
  );
}
