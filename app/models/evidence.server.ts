import type { Db } from "~/db/client.server";
import type { ListEditionInput } from "~/lib/evidence/types";
import { currentEditions } from "~/lib/evidence/current";
import { placeKey } from "~/lib/evidence/place-key";
import { SOURCE_NAMES } from "~/lib/sources";

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

const LIST = `(SELECT id FROM lists WHERE source_name = ?1 AND slug = ?2)`;
const EDITION = `(SELECT id FROM list_editions WHERE list_id = ${LIST} AND edition = ?3 AND pending_job IS NULL)`;
/** Entries per statement: one JSON parameter carries them. */
const ENTRIES_PER_STATEMENT = 2_000;

/**
 * The statements that write editions and their entries, for one batch: lists and editions are
 * upserted, every edition of a list is set not current before its current one is marked (the
 * partial unique index allows one), and each edition's entries become exactly the file's.
 */
export function writeEditionStatements(db: Db, editions: EditionRecord[]): D1PreparedStatement[] {
  return editions.flatMap((e) => [
    ...editionStatements(db, e),
    db.$client
      .prepare(
        `DELETE FROM list_entries WHERE edition_id = ${EDITION} AND restaurant_id NOT IN (
           SELECT r.id FROM json_each(?4) j JOIN restaurants r ON r.place_key = json_extract(j.value, '$.placeKey'))`,
      )
      .bind(e.source, e.list, e.edition, JSON.stringify(e.entries)),
    ...entryStatements(db, e),
  ]);
}

/** The list and the edition row (and which edition of the list is current). */
export function editionStatements(db: Db, e: EditionRecord): D1PreparedStatement[] {
  const d1 = db.$client;
  return [
    d1
      .prepare(
        `INSERT INTO lists (source_name, slug, title, scope, kind, ranked) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT(source_name, slug) DO UPDATE SET title = excluded.title, scope = excluded.scope,
           kind = excluded.kind, ranked = excluded.ranked
         WHERE lists.title IS NOT excluded.title OR lists.scope IS NOT excluded.scope
           OR lists.kind IS NOT excluded.kind OR lists.ranked IS NOT excluded.ranked`,
      )
      .bind(e.source, e.list, e.title, e.scope, e.kind, e.ranked ? 1 : 0),
    ...(e.current
      ? [
          d1
            .prepare(
              `UPDATE list_editions SET is_current = 0 WHERE list_id = ${LIST} AND edition <> ?3 AND is_current = 1`,
            )
            .bind(e.source, e.list, e.edition),
        ]
      : []),
    d1
      .prepare(
        `INSERT INTO list_editions (list_id, edition, url, published, read_on, declared_size, is_current)
         VALUES (${LIST}, ?3, ?4, ?5, ?6, ?7, ?8)
         ON CONFLICT(list_id, edition) WHERE pending_job IS NULL DO UPDATE SET url = excluded.url, published = excluded.published,
           read_on = excluded.read_on, declared_size = excluded.declared_size, is_current = excluded.is_current
         WHERE list_editions.url IS NOT excluded.url OR list_editions.published IS NOT excluded.published
           OR list_editions.read_on IS NOT excluded.read_on OR list_editions.declared_size IS NOT excluded.declared_size
           OR list_editions.is_current IS NOT excluded.is_current`,
      )
      .bind(e.source, e.list, e.edition, e.url, e.published, e.read, e.declaredSize, e.current ? 1 : 0),
  ];
}

/** The edition's entries, matched to restaurants by place, a chunk per statement; a repeat changes nothing. */
export function entryStatements(db: Db, e: EditionRecord): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < e.entries.length; i += ENTRIES_PER_STATEMENT) {
    const part = JSON.stringify(e.entries.slice(i, i + ENTRIES_PER_STATEMENT));
    statements.push(
      db.$client
        .prepare(
          `INSERT INTO list_entries (edition_id, restaurant_id, rank, distinction, note)
           SELECT ${EDITION}, r.id, json_extract(j.value, '$.rank'), json_extract(j.value, '$.distinction'),
                  json_extract(j.value, '$.note')
           FROM json_each(?4) j JOIN restaurants r ON r.place_key = json_extract(j.value, '$.placeKey') WHERE true
           ON CONFLICT(edition_id, restaurant_id) DO UPDATE SET rank = excluded.rank,
             distinction = excluded.distinction, note = excluded.note
           WHERE list_entries.rank IS NOT excluded.rank OR list_entries.distinction IS NOT excluded.distinction
             OR list_entries.note IS NOT excluded.note`,
        )
        .bind(e.source, e.list, e.edition, part),
    );
  }
  return statements;
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
  return db.$client.prepare(
    `INSERT INTO data_meta (key, value)
     SELECT 'data_updated_at', max(read_on) FROM list_editions WHERE is_current = 1 HAVING max(read_on) IS NOT NULL
     ON CONFLICT(key) DO UPDATE SET value = excluded.value WHERE data_meta.value IS NOT excluded.value`,
  );
}
