import type { Db } from "~/db/client.server";
import { restaurantUpsertSql, type ListTable } from "./restaurant-upsert.server";
import { OWNS_JOB, scoped, type JobScope } from "./import-staging.server";

/**
 * The switch-over statements: each copies this claim's staged rows into a live table with one
 * INSERT … SELECT or UPDATE … FROM, so a whole file is applied with two bound parameters.
 */

const STAGED = `s.job_id = ?1 AND s.attempt = ?2`;
const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** Upserts staged rows by slug, changing a row only when a value differs (a re-import is a no-op). */
export function upsertListFromStagingStatement(db: Db, scope: JobScope, table: ListTable) {
  const from = `import_staging s WHERE ${STAGED} AND ${OWNS_JOB} ORDER BY s.seq`;
  return scoped(db, scope, restaurantUpsertSql(table, { payload: "s.payload", from }));
}

/** 'replace': rows whose slug the file does not list are removed, in the same batch as the upsert. */
export function deleteUnlistedStatement(db: Db, scope: JobScope, table: ListTable) {
  return scoped(
    db,
    scope,
    `DELETE FROM ${table} WHERE ${OWNS_JOB}
       AND slug NOT IN (SELECT s.key FROM import_staging s WHERE ${STAGED})`,
  );
}

export async function countListChanges(db: Db, scope: JobScope, table: ListTable, replace: boolean) {
  const row = await scoped(
    db,
    scope,
    `SELECT
       (SELECT count(*) FROM import_staging s JOIN ${table} t ON t.slug = s.key WHERE ${STAGED}) AS existing,
       ${replace ? `(SELECT count(*) FROM ${table} WHERE slug NOT IN (SELECT s.key FROM import_staging s WHERE ${STAGED}))` : "0"} AS removed`,
  ).first<{ existing: number; removed: number }>();
  return { existing: row?.existing ?? 0, removed: row?.removed ?? 0 };
}

/** An Instagram import: the Instagram fields of every restaurant whose name (case and accents aside) matches. */
export function updateInstagramFromStagingStatement(db: Db, scope: JobScope, table: ListTable) {
  const handle = `json_extract(s.payload, '$.instagramHandle')`;
  const link = `json_extract(s.payload, '$.instagramEmbedLink')`;
  return scoped(
    db,
    scope,
    `UPDATE ${table} SET instagram_handle = ${handle}, instagram_embed_link = ${link},
       has_instagram_embed = (${link} IS NOT NULL), updated_at = ${NOW}
     FROM import_staging s
     WHERE ${STAGED} AND s.key = ${table}.sort_name AND ${OWNS_JOB}
       AND (${table}.instagram_handle IS NOT ${handle} OR ${table}.instagram_embed_link IS NOT ${link})`,
  );
}

const UNMATCHED = `FROM import_staging s
  LEFT JOIN newest_restaurants n ON n.sort_name = s.key
  LEFT JOIN restaurants r ON r.sort_name = s.key
  WHERE ${STAGED} AND n.id IS NULL AND r.id IS NULL`;

/** How many staged names each list knows, and the staged rows that match neither. */
export async function matchInstagramNames(db: Db, scope: JobScope, limit: number) {
  const counts = await scoped(
    db,
    scope,
    `SELECT
       (SELECT count(*) FROM import_staging s JOIN newest_restaurants t ON t.sort_name = s.key WHERE ${STAGED}) AS newest,
       (SELECT count(*) FROM import_staging s JOIN restaurants t ON t.sort_name = s.key WHERE ${STAGED}) AS ranked,
       (SELECT count(*) ${UNMATCHED}) AS unmatched`,
  ).first<{ newest: number; ranked: number; unmatched: number }>();
  const unmatched = await scoped(
    db,
    scope,
    `SELECT s.line AS line, json_extract(s.payload, '$.name') AS name ${UNMATCHED} ORDER BY s.seq LIMIT ?3`,
    limit,
  ).all<{ line: number; name: string }>();
  return {
    newest: counts?.newest ?? 0,
    ranked: counts?.ranked ?? 0,
    unmatchedCount: counts?.unmatched ?? 0,
    unmatched: unmatched.results,
  };
}

/** A neighborhood import: upsert on slug; a file without meta_description keeps the one already stored. */
export function upsertNeighborhoodsFromStagingStatement(db: Db, scope: JobScope) {
  return scoped(
    db,
    scope,
    `INSERT INTO neighborhood_descriptions (slug, title, seo_description, meta_description)
     SELECT s.key, json_extract(s.payload, '$.title'), json_extract(s.payload, '$.seoDescription'),
            json_extract(s.payload, '$.metaDescription')
     FROM import_staging s WHERE ${STAGED} AND ${OWNS_JOB} ORDER BY s.seq
     ON CONFLICT(slug) DO UPDATE SET title = excluded.title, seo_description = excluded.seo_description,
       meta_description = coalesce(excluded.meta_description, neighborhood_descriptions.meta_description)`,
  );
}
