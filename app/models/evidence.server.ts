import { and, eq, isNotNull, isNull, max, ne, notInArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { dataMeta, listEditions, listEntries, lists, restaurants } from "~/db/schema.server";
import type { ListEditionInput } from "~/lib/evidence/types";
import { currentEditions } from "~/lib/evidence/current";
import { placeKey } from "~/lib/evidence/place-key";
import { SOURCE_NAMES } from "~/lib/sources";
import { chunk } from "./batch.server";
import { editionIdOf, isCurrentEdition, listIdOf } from "./list-ids.server";
import { allRows, changedOnly, d1Statement, insertedRow, jsonEach, jsonField } from "./sql.server";

/** An edition as the seed writes it: its list's slug, whether it is current, and its entries' place keys. */
type EditionRecord = Omit<ListEditionInput, "entries" | "evidence"> & {
  list: string;
  current: boolean;
  entries: { placeKey: string; rank: number | null; distinction: string | null; note: string | null }[];
};

/** Marks the latest edition of each list current; entries are keyed by place. */
export function toEditionRecords(editions: (ListEditionInput & { list: string })[]): EditionRecord[] {
  const current = currentEditions(editions);
  return editions.map(({ entries, evidence: _evidence, ...edition }, i) => ({
    ...edition,
    current: current.has(editions[i]),
    entries: entries.map((entry) => ({
      placeKey: placeKey(entry.name, entry.address),
      rank: entry.rank ?? null,
      distinction: entry.distinction ?? null,
      note: entry.note ?? null,
    })),
  }));
}

/** Entries per statement: one JSON parameter carries them. */
const ENTRIES_PER_STATEMENT = 2_000;

const publishedEdition = (db: Db, e: EditionRecord) =>
  editionIdOf(db, e, and(eq(listEditions.edition, e.edition), isNull(listEditions.pendingJob)));

/** Joins an entry (json_each's value) to the restaurant at its place. */
const placeOf = eq(restaurants.placeKey, jsonField("placeKey"));

/** The restaurants the entries name. */
const entryPlaces = (db: Db, entries: string) =>
  db.select({ id: restaurants.id }).from(jsonEach(entries)).innerJoin(restaurants, placeOf);

/**
 * The statements that write editions and their entries, for one batch: lists and editions are
 * upserted, every edition of a list is set not current before its current one is marked (the
 * partial unique index allows one), and each edition's entries become exactly the file's.
 */
export function writeEditionStatements(db: Db, editions: EditionRecord[]): D1PreparedStatement[] {
  return editions.flatMap((e) => {
    const edition = eq(listEntries.editionId, publishedEdition(db, e));
    const unlisted = notInArray(listEntries.restaurantId, entryPlaces(db, JSON.stringify(e.entries)));
    const removeUnlisted = d1Statement(db, db.delete(listEntries).where(and(edition, unlisted)));
    return [...editionStatements(db, e), removeUnlisted, ...entryStatements(db, e)];
  });
}

/** The list and the edition row (and which edition of the list is current). */
export function editionStatements(db: Db, e: EditionRecord): D1PreparedStatement[] {
  const list = db
    .insert(lists)
    .values({ sourceName: e.source, slug: e.list, title: e.title, scope: e.scope, kind: e.kind, ranked: e.ranked })
    .onConflictDoUpdate({
      target: [lists.sourceName, lists.slug],
      ...changedOnly({ title: lists.title, scope: lists.scope, kind: lists.kind, ranked: lists.ranked }),
    });
  const othersNotCurrent = db
    .update(listEditions)
    .set({ isCurrent: false })
    .where(and(eq(listEditions.listId, listIdOf(db, e)), ne(listEditions.edition, e.edition), isCurrentEdition));
  const edition = db
    .insert(listEditions)
    .values({
      listId: sql`${listIdOf(db, e)}`,
      edition: e.edition,
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
    note: jsonField("note"),
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
        ...changedOnly({ rank: listEntries.rank, distinction: listEntries.distinction, note: listEntries.note }),
      });
    return d1Statement(db, upsert);
  });
}

/** Each source's bit in source_mask and its display order (lib/sources.ts). */
export const SOURCE_BITS = JSON.stringify(SOURCE_NAMES.map((name, i) => [name, 1 << i]));

/**
 * CTEs ending in `derived(rid, cnt, mask, names, fresh)`: the derived columns of the restaurants `targets`
 * selects, as the editions `editions` admits (a condition on `d`) make them: source_count (distinct
 * sources listing it), source_mask, sources (their names in display order) and mentions (distinct
 * sources with a new-openings list naming it: New & Rising). `bits` is SOURCE_BITS' placeholder.
 */
export function derivedCountsSql(targets: string, editions: string, bits: string): string {
  return `bits(name, bit, ord) AS (
      SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), key FROM json_each(${bits})),
    targets(rid) AS (${targets}),
    per_source AS (
      SELECT e.restaurant_id AS rid, l.source_name AS name, max(l.kind = 'new') AS fresh
      FROM targets t
      JOIN list_entries e ON e.restaurant_id = t.rid
      JOIN list_editions d ON d.id = e.edition_id AND (${editions})
      JOIN lists l ON l.id = d.list_id
      GROUP BY e.restaurant_id, l.source_name),
    agg AS (
      SELECT rid, count(*) AS cnt, sum(bit) AS mask, group_concat(name, ', ') AS names, sum(fresh) AS fresh
      FROM (SELECT p.rid, p.name, p.fresh, b.bit FROM per_source p JOIN bits b ON b.name = p.name ORDER BY p.rid, b.ord)
      GROUP BY rid),
    derived AS (
      SELECT t.rid AS rid, coalesce(a.cnt, 0) AS cnt, coalesce(a.mask, 0) AS mask, coalesce(a.names, '') AS names,
        coalesce(a.fresh, 0) AS fresh
      FROM targets t LEFT JOIN agg a ON a.rid = t.rid)`;
}

/** A restaurant row whose stored derived columns differ from `derived` d's. */
export const DERIVED_CHANGED = `(restaurants.source_count IS NOT d.cnt OR restaurants.source_mask IS NOT d.mask
  OR restaurants.sources IS NOT d.names OR restaurants.mentions IS NOT d.fresh)`;

/**
 * Recomputes every restaurant's derived columns from the current editions; rows already right are
 * not written. Sent in the same batch as the entries it follows, so no reader sees them apart.
 */
export function recomputeCountsStatement(db: Db): D1PreparedStatement {
  return db.$client
    .prepare(
      `WITH ${derivedCountsSql("SELECT id FROM restaurants", "d.is_current = 1", "?1")}
       UPDATE restaurants SET source_count = d.cnt, source_mask = d.mask, sources = d.names, mentions = d.fresh
       FROM derived d WHERE d.rid = restaurants.id AND ${DERIVED_CHANGED}`,
    )
    .bind(SOURCE_BITS);
}

/** The data's as-of date: the latest day a current edition was read (null before any is loaded). */
export function asOfDateStatement(db: Db): D1PreparedStatement {
  const latestRead = max(listEditions.readOn);
  const asOf = db
    .select(insertedRow(dataMeta, { key: "data_updated_at", value: latestRead }))
    .from(listEditions)
    .where(isCurrentEdition)
    .having(isNotNull(latestRead));
  const upsert = db
    .insert(dataMeta)
    .select(asOf)
    .onConflictDoUpdate({ target: dataMeta.key, ...changedOnly({ value: dataMeta.value }) });
  return d1Statement(db, upsert);
}
