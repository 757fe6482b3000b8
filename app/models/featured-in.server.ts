import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { listEditions, listEntries, lists, restaurants } from "~/db/schema.server";
import type { EditionOfList } from "~/lib/evidence/featured-in";
import { defineRead, type Read } from "./batch.server";
import { published } from "./published.server";

/** What a profile's Featured in is built from (lib/evidence/featured-in.ts). */
type FeaturedInEvidence = { editions: EditionOfList[]; currentSources: string[] };

const claimed = alias(listEntries, "claimed");
const claimedIn = alias(listEditions, "claimed_in");
const place = alias(restaurants, "place");

/** Every edition the place was on, with its entry (left join), and sources with a current list; null if unknown. */
export function featuredInRead(db: Db, slug: string): Read<FeaturedInEvidence | null> {
  const listsOfPlace = db
    .select({ listId: claimedIn.listId })
    .from(claimed)
    .innerJoin(claimedIn, and(eq(claimedIn.id, claimed.editionId), isNull(claimedIn.pendingJob)))
    .innerJoin(place, eq(place.id, claimed.restaurantId))
    // By slug, not correlated with the outer row: SQLite then runs it once.
    .where(eq(place.slug, slug));
  return defineRead(
    [
      // An edition an import is still writing, or one it replaced, has a pending_job: never shown.
      db
        .select({
          listId: listEditions.listId,
          list: lists.slug,
          source: lists.sourceName,
          title: listEditions.title,
          edition: listEditions.edition,
          url: listEditions.url,
          published: listEditions.published,
          readOn: listEditions.readOn,
          current: listEditions.isCurrent,
          listed: isNotNull(listEntries.restaurantId).mapWith(Number),
          rank: listEntries.rank,
          distinction: listEntries.distinction,
          distinctionYear: listEntries.distinctionYear,
          openedMonth: listEntries.openedMonth,
          openedSource: listEntries.openedSource,
        })
        .from(restaurants)
        .leftJoin(listEditions, and(inArray(listEditions.listId, listsOfPlace), isNull(listEditions.pendingJob)))
        .leftJoin(lists, eq(lists.id, listEditions.listId))
        .leftJoin(
          listEntries,
          and(eq(listEntries.editionId, listEditions.id), eq(listEntries.restaurantId, restaurants.id)),
        )
        .where(and(eq(restaurants.slug, slug), published)),
      db
        .selectDistinct({ source: lists.sourceName })
        .from(lists)
        .innerJoin(
          listEditions,
          and(eq(listEditions.listId, lists.id), eq(listEditions.isCurrent, true), isNull(listEditions.pendingJob)),
        ),
    ],
    ([rows, sources]) => {
      if (!rows.length) return null;
      const editions = rows.flatMap(({ listId, source, title, edition, url, readOn, current, listed, ...entry }) =>
        listId === null || source === null || title === null || edition === null || url === null || readOn === null
          ? []
          : [
              {
                listId,
                source,
                title,
                edition,
                url,
                readOn,
                current: Boolean(current),
                listed: Boolean(listed),
                ...entry,
              },
            ],
      );
      return { editions, currentSources: sources.map((s) => s.source) };
    },
  );
}
