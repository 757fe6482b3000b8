import { and, count, eq, inArray, isNull, max } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { dataChanges, listEditions, listEntries, lists, restaurants } from "~/db/schema.server";
import type { SitemapEdition, SitemapProfile } from "~/lib/sitemap";
import { isCurrentEdition } from "./list-ids.server";
import { allRows, dayOf, jsonEach, jsonField, latestOf } from "./sql.server";
import { published } from "./published.server";

export async function countSitemapRestaurants(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(restaurants).where(published);
  return row?.n ?? 0;
}

/** The latest recorded change to the ranking (an edition import, an accepted closure), as an ISO time. */
export async function latestDataChange(db: Db): Promise<string | null> {
  const [row] = await db.select({ at: max(dataChanges.changedAt) }).from(dataChanges);
  return row?.at ?? null;
}

/** The day each report-made closure or move was recorded; named unlike any column (drizzle names CTE fields). */
function statusChanges(db: Db) {
  return db.$with("status_changes").as(
    db
      .select({
        changedSlug: jsonField<string>("slug").as("changed_slug"),
        changedDay: max(dayOf(dataChanges.changedAt)).as("changed_day"),
      })
      .from(dataChanges)
      .innerJoin(jsonEach(dataChanges.summary, "$.restaurants"), allRows)
      .where(inArray(dataChanges.kind, ["closure", "move"]))
      .groupBy(jsonField("slug")),
  );
}

/** Its last verification, or a current edition's reading, move or closure; not updated_at, which a seed sets. */
function profileLastmod(db: Db, changes: ReturnType<typeof statusChanges>) {
  const listed = db
    .select({ day: max(listEditions.readOn) })
    .from(listEntries)
    .innerJoin(listEditions, eq(listEditions.id, listEntries.editionId))
    .where(and(eq(listEntries.restaurantId, restaurants.id), isCurrentEdition));
  const moved = db
    .select({ day: dayOf(dataChanges.changedAt) })
    .from(dataChanges)
    .where(eq(dataChanges.version, restaurants.movedIn));
  return latestOf(restaurants.lastVerified, listed, moved, changes.changedDay);
}

/** One block of ranked-list profiles in a stable order (rowid), for one child sitemap. */
export async function listSitemapRestaurants(db: Db, limit: number, offset = 0): Promise<SitemapProfile[]> {
  const changes = statusChanges(db);
  return db
    .with(changes)
    .select({ slug: restaurants.slug, lastmod: profileLastmod(db, changes) })
    .from(restaurants)
    .leftJoin(changes, eq(changes.changedSlug, restaurants.slug))
    .where(published)
    .orderBy(restaurants.id)
    .limit(limit)
    .offset(offset);
}

/** Every published list edition, each dated by the day we read it: its page changes when it is read again. */
export async function listSitemapEditions(db: Db): Promise<SitemapEdition[]> {
  return db
    .select({ source: lists.sourceName, list: lists.slug, edition: listEditions.edition, readOn: listEditions.readOn })
    .from(listEditions)
    .innerJoin(lists, eq(lists.id, listEditions.listId))
    .where(isNull(listEditions.pendingJob))
    .orderBy(listEditions.id);
}
