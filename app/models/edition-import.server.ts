import type { Db } from "~/db/client.server";
import type { EditionMeta } from "~/lib/evidence/edition-meta";
import { OWNS_JOB, scoped, type JobScope } from "./import-staging.server";
import { WRITABLE_COLUMNS } from "./restaurant-upsert.server";

/**
 * The switch-over of a list edition import, every statement guarded by this claim's ownership of
 * the job (?1 job id, ?2 attempt): new places from the staged rows that carry enough facts, the list
 * and its edition (made current), the edition's entries exactly as staged, matched by place.
 */
const STAGED = `s.job_id = ?1 AND s.attempt = ?2`;
const UNKNOWN_PLACE = `NOT EXISTS (SELECT 1 FROM restaurants r WHERE r.place_key = s.key)`;
const LIST = `(SELECT id FROM lists WHERE source_name = ?3 AND slug = ?4)`;
const EDITION = `(SELECT id FROM list_editions WHERE list_id = ${LIST} AND edition = ?5)`;

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

export function editionSwitchOverStatements(db: Db, scope: JobScope, meta: EditionMeta): D1PreparedStatement[] {
  const columns = WRITABLE_COLUMNS.restaurants;
  const value = (key: string) =>
    key === "slug"
      ? `CASE WHEN EXISTS (SELECT 1 FROM restaurants t WHERE t.slug = json_extract(s.payload, '$.restaurant.slug'))
          THEN json_extract(s.payload, '$.restaurant.slug') || '-' || json_extract(s.payload, '$.restaurant.neighborhoodSlug')
          ELSE json_extract(s.payload, '$.restaurant.slug') END`
      : `json_extract(s.payload, '$.restaurant.${key}')`;
  const params = [meta.source, meta.list, meta.edition] as const;
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
    scoped(
      db,
      scope,
      `INSERT INTO lists (source_name, slug, title, scope, kind, ranked) SELECT ?3, ?4, ?6, ?7, ?8, ?9 WHERE ${OWNS_JOB}
       ON CONFLICT(source_name, slug) DO UPDATE SET title = excluded.title, scope = excluded.scope,
         kind = excluded.kind, ranked = excluded.ranked`,
      ...params,
      meta.title,
      meta.scope,
      meta.kind,
      meta.ranked ? 1 : 0,
    ),
    scoped(
      db,
      scope,
      `UPDATE list_editions SET is_current = 0 WHERE list_id = ${LIST} AND edition <> ?5 AND is_current = 1 AND ${OWNS_JOB}`,
      ...params,
    ),
    scoped(
      db,
      scope,
      `INSERT INTO list_editions (list_id, edition, url, published, read_on, declared_size, is_current)
       SELECT ${LIST}, ?5, ?6, ?7, ?8, ?9, 1 WHERE ${OWNS_JOB}
       ON CONFLICT(list_id, edition) DO UPDATE SET url = excluded.url, published = excluded.published,
         read_on = excluded.read_on, declared_size = excluded.declared_size, is_current = 1`,
      ...params,
      meta.url,
      meta.published,
      meta.read,
      meta.declaredSize,
    ),
    scoped(db, scope, `DELETE FROM list_entries WHERE edition_id = ${EDITION} AND ${OWNS_JOB}`, ...params),
    scoped(
      db,
      scope,
      `INSERT INTO list_entries (edition_id, restaurant_id, rank, distinction)
       SELECT ${EDITION}, r.id, json_extract(s.payload, '$.rank'), json_extract(s.payload, '$.distinction')
       FROM import_staging s JOIN restaurants r ON r.place_key = s.key
       WHERE ${STAGED} AND ${OWNS_JOB}
       ON CONFLICT DO NOTHING`,
      ...params,
    ),
  ];
}
