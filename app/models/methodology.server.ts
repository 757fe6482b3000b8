import type { AppLoadContext } from "@remix-run/cloudflare";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { listEditions, lists, trustedSources } from "~/db/schema.server";
import { listsBySource, type CurrentList, type KeyList, type SourceLists } from "~/lib/source-lists";
import { cachedForData } from "~/services/kv-cache.server";
import { defineRead, readOne, type Read } from "./batch.server";

/**
 * The statement for every current list edition with its entry count (the primary key's edition_id
 * prefix counts them). Only `is_current = 1`: other editions are history or an import's unfinished draft.
 */
function currentListsQuery(db: Db) {
  return db
    .select({
      source: lists.sourceName,
      title: lists.title,
      scope: lists.scope,
      edition: listEditions.edition,
      url: listEditions.url,
      published: listEditions.published,
      readOn: listEditions.readOn,
      declaredSize: listEditions.declaredSize,
      carried: sql<number>`(SELECT count(*) FROM list_entries WHERE list_entries.edition_id = ${listEditions.id})`,
    })
    .from(listEditions)
    .innerJoin(lists, eq(lists.id, listEditions.listId))
    .where(sql`${listEditions.isCurrent} = 1`)
    .orderBy(asc(lists.sourceName), asc(lists.title));
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

/**
 * The source key's current lists. They change only with the data, so they are held with it
 * (cachedForData): call it after sending the page's own batch, as with the badge links.
 */
export async function loadKeyLists(context: AppLoadContext): Promise<KeyList[]> {
  return cachedForData(context, "key-lists", () =>
    readOne(
      context.db,
      defineRead([currentListsQuery(context.db)], ([rows]) =>
        rows.map(({ source, title, edition, readOn }) => ({ source, title, edition, readOn })),
      ),
    ),
  );
}
