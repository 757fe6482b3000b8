import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { listEditions, listEntries, lists, restaurants } from "~/db/schema.server";
import { defineRead, noRead, pairRead, type Read } from "./batch.server";
import { isCurrentEdition } from "./list-ids.server";
import { published } from "./published.server";
import { ranked } from "./restaurant-columns.server";

/** An edition as the list pages name it; `carried`: how many of its entries we hold. */
type EditionRow = {
  source: string;
  list: string;
  edition: string;
  title: string;
  scope: string;
  kind: string;
  ranked: boolean;
  url: string;
  published: string | null;
  readOn: string;
  declaredSize: number;
  current: boolean;
  carried: number;
};

const editionColumns = {
  source: lists.sourceName,
  list: lists.slug,
  edition: listEditions.edition,
  title: listEditions.title,
  scope: listEditions.scope,
  kind: lists.kind,
  ranked: lists.ranked,
  url: listEditions.url,
  published: listEditions.published,
  readOn: listEditions.readOn,
  declaredSize: listEditions.declaredSize,
  current: listEditions.isCurrent,
  carried: sql<number>`(SELECT count(*) FROM ${listEntries} WHERE ${listEntries.editionId} = ${listEditions.id})`.as(
    "carried",
  ),
};

/** Every published edition (an import's draft or a replaced one never), each list's newest first. */
function editionsQuery(db: Db, source?: string) {
  return db
    .select(editionColumns)
    .from(listEditions)
    .innerJoin(lists, eq(lists.id, listEditions.listId))
    .where(and(isNull(listEditions.pendingJob), source === undefined ? undefined : eq(lists.sourceName, source)))
    .orderBy(asc(lists.sourceName), asc(lists.slug), desc(listEditions.isCurrent), desc(listEditions.edition));
}

/** The ranked places each source's current lists name, a row per source and place. */
function onSource(db: Db) {
  return db
    .selectDistinct({ source: lists.sourceName, restaurantId: listEntries.restaurantId })
    .from(listEntries)
    .innerJoin(
      listEditions,
      and(eq(listEditions.id, listEntries.editionId), isCurrentEdition, isNull(listEditions.pendingJob)),
    )
    .innerJoin(lists, eq(lists.id, listEditions.listId))
    .innerJoin(restaurants, and(eq(restaurants.id, listEntries.restaurantId), ranked));
}

type Agreement = { a: string; b: string; places: number };

/** How many ranked places each pair of sources' current lists share (a source with itself: all it names). */
function agreementQuery(db: Db) {
  const a = onSource(db).as("a");
  const b = db.$with("b").as(onSource(db));
  return (
    db
      .with(b)
      // Named apart: D1's batch returns rows keyed by column name, and both sides' is source_name.
      .select({
        a: sql<string>`${a.source}`.as("a_source"),
        b: sql<string>`${b.source}`.as("b_source"),
        places: sql<number>`count(*)`.as("places"),
      })
      .from(a)
      .innerJoin(b, eq(a.restaurantId, b.restaurantId))
      .groupBy(a.source, b.source)
  );
}

/** The lists index: every edition, and the agreement table's counts, in one round trip. */
export function listsIndexRead(db: Db): Read<{ editions: EditionRow[]; agreement: Agreement[] }> {
  return defineRead([editionsQuery(db), agreementQuery(db)], ([editions, agreement]) => ({ editions, agreement }));
}

type SharedPlace = { slug: string; name: string; neighborhood: string; sources: string };

/** Its editions and, with `other`, the ranked places both sources' current lists name, in ranking order. */
export function sourcePageRead(
  db: Db,
  source: string,
  other: string | null,
): Read<{ editions: EditionRow[]; shared: SharedPlace[] }> {
  const editions = defineRead([editionsQuery(db, source)], ([rows]) => rows);
  // The plain source page reads no pair: only a `with` page scans the current entries twice.
  const shared = other === null ? noRead<SharedPlace[]>([]) : sharedPlacesRead(db, source, other);
  return pairRead(editions, shared, (rows, places) => ({ editions: rows, shared: places }));
}

function sharedPlacesRead(db: Db, source: string, other: string): Read<SharedPlace[]> {
  const mine = onSource(db).as("mine");
  const theirs = onSource(db).as("theirs");
  const places = db
    .select({
      slug: restaurants.slug,
      name: restaurants.name,
      neighborhood: restaurants.neighborhood,
      sources: restaurants.sources,
    })
    .from(mine)
    .innerJoin(theirs, eq(theirs.restaurantId, mine.restaurantId))
    .innerJoin(restaurants, eq(restaurants.id, mine.restaurantId))
    .where(and(eq(mine.source, source), eq(theirs.source, other)))
    .orderBy(desc(restaurants.sourceCount), asc(restaurants.sortName));
  return defineRead([places], ([rows]) => rows);
}

export type EditionEntry = {
  slug: string;
  name: string;
  neighborhood: string;
  status: string;
  closedMonth: string | null;
  sources: string;
  rank: number | null;
  distinction: string | null;
  distinctionYear: string | null;
};

/** Michelin's order: three stars first, a Bib Gourmand after every star. */
const distinctionOrder = sql`CASE ${listEntries.distinction} WHEN '3 Stars' THEN 1 WHEN '2 Stars' THEN 2
  WHEN '1 Star' THEN 3 WHEN 'Bib Gourmand' THEN 4 ELSE 5 END`;

/** One edition and its entries we carry (published places only), in the list's own order. */
export function editionPageRead(
  db: Db,
  edition: { source: string; list: string; edition: string },
): Read<{ edition: EditionRow | null; entries: EditionEntry[] }> {
  const which = and(
    eq(lists.sourceName, edition.source),
    eq(lists.slug, edition.list),
    eq(listEditions.edition, edition.edition),
    isNull(listEditions.pendingJob),
  );
  const row = db
    .select(editionColumns)
    .from(listEditions)
    .innerJoin(lists, eq(lists.id, listEditions.listId))
    .where(which)
    .limit(1);
  const entries = db
    .select({
      slug: restaurants.slug,
      name: restaurants.name,
      neighborhood: restaurants.neighborhood,
      status: restaurants.status,
      closedMonth: restaurants.closedMonth,
      sources: restaurants.sources,
      rank: listEntries.rank,
      distinction: listEntries.distinction,
      distinctionYear: listEntries.distinctionYear,
    })
    .from(listEntries)
    .innerJoin(listEditions, eq(listEditions.id, listEntries.editionId))
    .innerJoin(lists, eq(lists.id, listEditions.listId))
    .innerJoin(restaurants, and(eq(restaurants.id, listEntries.restaurantId), published))
    .where(which)
    .orderBy(sql`${listEntries.rank} IS NULL`, asc(listEntries.rank), distinctionOrder, asc(restaurants.sortName));
  return defineRead([row, entries], ([[found], rows]) => ({ edition: found ?? null, entries: rows }));
}
