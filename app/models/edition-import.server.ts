import type { Db } from "~/db/client.server";
import type { EditionMeta } from "~/lib/evidence/edition-meta";
import { OWNS_JOB, scoped, type JobScope } from "./import-staging.server";
import { WRITABLE_COLUMNS } from "./restaurant-upsert.server";
import { draftEntriesSql, LIST, NEXT_EDITIONS } from "./edition-draft.server";
import { asOfDateStatement, derivedCountsSql, SOURCE_BITS } from "./evidence.server";

/**
 * A list edition import's checks and switch-over, every statement guarded by this claim's ownership
 * of the job (?1 job id, ?2 attempt; then ?3 source, ?4 list slug, ?5 edition).
 */
const STAGED = `s.job_id = ?1 AND s.attempt = ?2`;
const UNKNOWN_PLACE = `NOT EXISTS (SELECT 1 FROM restaurants r WHERE r.place_key = s.key)`;

/** The data version this import's batch has just bumped to (the bump comes first in the batch). */
const VERSION = `(SELECT CAST(value AS INTEGER) FROM data_meta WHERE key = 'data_version')`;

/** The places of this import's changed counts matching `where`, as a JSON array, for its data_changes entry. */
function places(where: string, order: string, limit: number, ranks = false) {
  const fields = `'slug', p.slug, 'name', p.name${ranks ? ", 'from', p.rank_before, 'to', p.rank_after" : ""}`;
  return `json((SELECT json_group_array(json_object(${fields})) FROM (
    SELECT r.slug, r.name, c.rank_before, c.rank_after FROM import_counts c JOIN restaurants r ON r.id = c.restaurant_id
    WHERE c.job_id = ?1 AND c.attempt = ?2 AND r.status <> 'closed' AND ${where} ORDER BY ${order} LIMIT ${limit}) p))`;
}

function total(where: string) {
  return `(SELECT count(*) FROM import_counts c JOIN restaurants r ON r.id = c.restaurant_id
    WHERE c.job_id = ?1 AND c.attempt = ?2 AND r.status <> 'closed' AND ${where})`;
}

/** Staged rows naming a place we do not have and lacking the facts to add it: rejected, by line. */
export async function unplaceableRows(db: Db, scope: JobScope, limit: number) {
  const { results } = await scoped(
    db,
    scope,
    `SELECT s.line AS line, json_extract(s.payload, '$.restaurant.name') AS name,
            json_extract(s.payload, '$.addProblem') AS problem FROM import_staging s
     WHERE ${STAGED} AND ${UNKNOWN_PLACE} AND json_extract(s.payload, '$.addProblem') IS NOT NULL ORDER BY s.seq LIMIT ?3`,
    limit,
  ).all<{ line: number; name: string; problem: string }>();
  return results;
}

export async function countNewPlaces(db: Db, scope: JobScope): Promise<number> {
  const row = await scoped(
    db,
    scope,
    `SELECT count(*) AS n FROM import_staging s WHERE ${STAGED} AND ${UNKNOWN_PLACE} AND json_extract(s.payload, '$.addProblem') IS NULL`,
  ).first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * The switch-over, one short batch after the draft is written (edition-draft.server.ts): the places
 * the file adds (the only rows left in staging) with their entries and counts, the list's details,
 * the draft made current in place of the list's current edition (one of the same name is retired),
 * and the counts the draft changes copied from import_counts. Its work grows with the places added
 * and the counts changed, not with the file.
 */
export function editionSwitchOverStatements(db: Db, scope: JobScope, meta: EditionMeta): D1PreparedStatement[] {
  const columns = WRITABLE_COLUMNS.restaurants;
  const value = (key: string) =>
    key === "slug"
      ? `CASE WHEN EXISTS (SELECT 1 FROM restaurants t WHERE t.slug = json_extract(s.payload, '$.restaurant.slug'))
          THEN json_extract(s.payload, '$.restaurant.slug') || '-' || json_extract(s.payload, '$.restaurant.neighborhoodSlug')
          ELSE json_extract(s.payload, '$.restaurant.slug') END`
      : `json_extract(s.payload, '$.restaurant.${key}')`;
  const params = [meta.source, meta.list, meta.edition] as const;
  const added = `SELECT r.id FROM import_staging s JOIN restaurants r ON r.place_key = s.key WHERE ${STAGED}`;
  return [
    scoped(
      db,
      scope,
      `INSERT INTO restaurants (${columns.map((c) => `"${c.column}"`).join(", ")})
       SELECT ${columns.map((c) => value(c.key)).join(", ")} FROM import_staging s
       WHERE ${STAGED} AND ${OWNS_JOB} AND ${UNKNOWN_PLACE} AND json_extract(s.payload, '$.addProblem') IS NULL
       ORDER BY s.seq
       ON CONFLICT DO NOTHING`,
    ),
    scoped(db, scope, draftEntriesSql(STAGED), meta.source, meta.list),
    scoped(
      db,
      scope,
      `INSERT INTO import_counts (job_id, attempt, restaurant_id, source_count, source_mask, sources, mentions)
       WITH ${derivedCountsSql(added, NEXT_EDITIONS, "?6")}
       SELECT ?1, ?2, d.rid, d.cnt, d.mask, d.names, d.fresh FROM derived d WHERE ${OWNS_JOB}
       ON CONFLICT DO NOTHING`,
      ...params,
      SOURCE_BITS,
    ),
    scoped(
      db,
      scope,
      `UPDATE lists SET title = ?6, scope = ?7, kind = ?8, ranked = ?9
       WHERE source_name = ?3 AND slug = ?4 AND ${OWNS_JOB}`,
      ...params,
      meta.title,
      meta.scope,
      meta.kind,
      meta.ranked ? 1 : 0,
    ),
    scoped(
      db,
      scope,
      `UPDATE list_editions SET pending_job = 'retired:' || ?1, is_current = 0
       WHERE list_id = ${LIST} AND edition = ?5 AND pending_job IS NULL AND ${OWNS_JOB}`,
      ...params,
    ),
    scoped(
      db,
      scope,
      `UPDATE list_editions SET is_current = 0 WHERE list_id = ${LIST} AND is_current = 1 AND ${OWNS_JOB}`,
      meta.source,
      meta.list,
    ),
    scoped(
      db,
      scope,
      `UPDATE list_editions SET pending_job = NULL, is_current = 1
       WHERE pending_job = ?1 AND list_id = ${LIST} AND ${OWNS_JOB}`,
      meta.source,
      meta.list,
    ),
    scoped(
      db,
      scope,
      `INSERT INTO data_changes (version, changed_at, kind, summary)
       SELECT ${VERSION}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'edition', json_object(
         'lists', json_array(json_object('source', ?3, 'title', ?6, 'edition', ?5)),
         'joined', ${places(`c.rank_before IS NULL AND c.source_count > 0`, "c.source_count DESC, r.sort_name", 20)},
         'joinedTotal', ${total(`c.rank_before IS NULL AND c.source_count > 0`)},
         'left', ${places(`c.rank_before IS NOT NULL AND c.source_count = 0`, "c.rank_before", 20)},
         'leftTotal', ${total(`c.rank_before IS NOT NULL AND c.source_count = 0`)},
         'moves', ${places(`c.rank_before <> c.rank_after`, "abs(c.rank_before - c.rank_after) DESC, r.sort_name", 10, true)})
       WHERE ${OWNS_JOB}
       ON CONFLICT(version) DO NOTHING`,
      ...params,
      meta.title,
    ),
    scoped(
      db,
      scope,
      `UPDATE restaurants SET source_count = c.source_count, source_mask = c.source_mask, sources = c.sources,
         mentions = c.mentions, moved_in = ${VERSION}, rank_before = c.rank_before, rank_after = c.rank_after
       FROM import_counts c
       WHERE c.job_id = ?1 AND c.attempt = ?2 AND c.restaurant_id = restaurants.id AND ${OWNS_JOB}`,
    ),
    asOfDateStatement(db),
  ];
}
