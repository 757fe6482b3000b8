import { and, eq, isNull, ne, notInArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { listEditions, listEntries, lists, restaurants } from "~/db/schema.server";
import type { ListEditionInput } from "~/lib/evidence/types";
import { chunk } from "./batch.server";
import { editionIdOf, isCurrentEdition, listIdOf } from "./list-ids.server";
import { allRows, changedOnly, d1Statement, insertedRow, jsonEach, jsonField } from "./sql.server";

/** An edition as the seed writes it: its list's slug, whether it is current, and its entries' place keys. */
export type EditionRecord = Omit<ListEditionInput, "entries" | "evidence"> & {
  list: string;
  current: boolean;
  entries: {
    placeKey: string;
    rank: number | null;
    distinction: string | null;
    distinctionYear?: string | null;
    note: string | null;
    /** When the place opened and the page that says so (New & Rising's evidence); absent where none is stated. */
    openedMonth?: string | null;
    openedSource?: string | null;
  }[];
};

/** Entries per statement: one JSON parameter carries them. */
const ENTRIES_PER_STATEMENT = 2_000;

const publishedEdition = (db: Db, e: EditionRecord) =>
  editionIdOf(db, e, and(eq(listEditions.edition, e.edition), isNull(listEditions.pendingJob)));

/** Joins an entry (json_each's value) to the restaurant at its place. */
const placeOf = eq(restaurants.placeKey, jsonField("placeKey"));

const entryPlaces = (db: Db, entries: string) =>
  db.select({ id: restaurants.id }).from(jsonEach(entries)).innerJoin(restaurants, placeOf);

/** The edition's entries of places the file no longer lists. */
export function removeUnlistedStatement(db: Db, e: EditionRecord): D1PreparedStatement {
  const edition = eq(listEntries.editionId, publishedEdition(db, e));
  const unlisted = notInArray(listEntries.restaurantId, entryPlaces(db, JSON.stringify(e.entries)));
  return d1Statement(db, db.delete(listEntries).where(and(edition, unlisted)));
}

/** The list and the edition row (and which edition of the list is current). */
export function editionStatements(db: Db, e: EditionRecord): D1PreparedStatement[] {
  const listRow = db
    .insert(lists)
    .values({ sourceName: e.source, slug: e.list, title: e.title, scope: e.scope, kind: e.kind, ranked: e.ranked });
  // A list is named as its current edition is: an older edition's file leaves the list as it is.
  const list = e.current
    ? listRow.onConflictDoUpdate({
        target: [lists.sourceName, lists.slug],
        ...changedOnly({ title: lists.title, scope: lists.scope, kind: lists.kind, ranked: lists.ranked }),
      })
    : listRow.onConflictDoNothing({ target: [lists.sourceName, lists.slug] });
  const othersNotCurrent = db
    .update(listEditions)
    .set({ isCurrent: false })
    .where(and(eq(listEditions.listId, listIdOf(db, e)), ne(listEditions.edition, e.edition), isCurrentEdition));
  const edition = db
    .insert(listEditions)
    .values({
      listId: sql`${listIdOf(db, e)}`,
      edition: e.edition,
      title: e.title,
      scope: e.scope,
      url: e.url,
      published: e.published,
      readOn: e.read,
      declaredSize: e.declaredSize,
      isCurrent: e.current,
    })
    .onConflictDoUpdate({
      target: [listEditions.listId, listEditions.edition],
      targetWhere: isNull(listEditions.pendingJob),
      ...changedOnly({
        title: listEditions.title,
        scope: listEditions.scope,
        url: listEditions.url,
        published: listEditions.published,
        readOn: listEditions.readOn,
        declaredSize: listEditions.declaredSize,
        isCurrent: listEditions.isCurrent,
      }),
    });
  return [list, ...(e.current ? [othersNotCurrent] : []), edition].map((query) => d1Statement(db, query));
}

/** The edition's entries, matched to restaurants by place, a chunk per statement; a repeat changes nothing. */
export function entryStatements(db: Db, e: EditionRecord): D1PreparedStatement[] {
  const row = insertedRow(listEntries, {
    editionId: publishedEdition(db, e),
    restaurantId: restaurants.id,
    rank: jsonField("rank"),
    distinction: jsonField("distinction"),
    distinctionYear: jsonField("distinctionYear"),
    note: jsonField("note"),
    openedMonth: jsonField("openedMonth"),
    openedSource: jsonField("openedSource"),
  });
  return chunk(e.entries, ENTRIES_PER_STATEMENT).map((part) => {
    const entries = db
      .select(row)
      .from(jsonEach(JSON.stringify(part)))
      .innerJoin(restaurants, placeOf)
      .where(allRows);
    const upsert = db
      .insert(listEntries)
      .select(entries)
      .onConflictDoUpdate({
        target: [listEntries.editionId, listEntries.restaurantId],
        ...changedOnly({
          rank: listEntries.rank,
          distinction: listEntries.distinction,
          distinctionYear: listEntries.distinctionYear,
          note: listEntries.note,
          openedMonth: listEntries.openedMonth,
          openedSource: listEntries.openedSource,
        }),
      });
    return d1Statement(db, upsert);
  });
}
