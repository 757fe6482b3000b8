import type { Db } from "~/db/client.server";
import type { EditionMeta } from "~/lib/evidence/edition-meta";
import { DERIVED_CHANGED, derivedCountsSql, SOURCE_BITS } from "./evidence.server";
import { OWNS_JOB, scoped, type JobScope } from "./import-staging.server";

/**
 * A list edition import writes its edition as a draft, in small statements no reader sees: the draft
 * is never current, and the counts it will cause wait in import_counts. The switch-over
 * (edition-import.server.ts) then makes it current and copies the counts in one short batch.
 * Every statement binds ?1 job id, ?2 attempt, ?3 source, ?4 list slug, ?5 edition.
 */
const STAGED = `s.job_id = ?1 AND s.attempt = ?2`;
export const LIST = `(SELECT id FROM lists WHERE source_name = ?3 AND slug = ?4)`;
const DRAFT = `(SELECT id FROM list_editions WHERE pending_job = ?1 AND list_id = ${LIST})`;
const CURRENT = `(SELECT id FROM list_editions WHERE list_id = ${LIST} AND is_current = 1)`;
/** The editions current once the draft is: every list's current one, this list's replaced by the draft. */
export const NEXT_EDITIONS = `(d.is_current = 1 AND d.list_id IS NOT ${LIST}) OR d.id = ${DRAFT}`;

function editionScoped(db: Db, scope: JobScope, meta: EditionMeta, query: string, ...params: unknown[]) {
  return scoped(db, scope, query, meta.source, meta.list, meta.edition, ...params);
}

/** The list (a new one has no current edition, so nothing shows it yet) and an empty draft edition. */
export function openDraftStatements(db: Db, scope: JobScope, meta: EditionMeta): D1PreparedStatement[] {
  return [
    editionScoped(
      db,
      scope,
      meta,
      `INSERT INTO lists (source_name, slug, title, scope, kind, ranked) SELECT ?3, ?4, ?6, ?7, ?8, ?9 WHERE ${OWNS_JOB}
       ON CONFLICT(source_name, slug) DO NOTHING`,
      meta.title,
      meta.scope,
      meta.kind,
      meta.ranked ? 1 : 0,
    ),
    editionScoped(
      db,
      scope,
      meta,
      `INSERT INTO list_editions (list_id, edition, url, published, read_on, declared_size, is_current, pending_job)
       SELECT ${LIST}, ?5, ?6, ?7, ?8, ?9, 0, ?1 WHERE ${OWNS_JOB}`,
      meta.url,
      meta.published,
      meta.read,
      meta.declaredSize,
    ),
  ];
}

/** The entries of the staged rows `where` picks that name a place we have, into the draft (?1–?4 bound). */
export function draftEntriesSql(where: string): string {
  return `INSERT INTO list_entries (edition_id, restaurant_id, rank, distinction)
    SELECT ${DRAFT}, r.id, json_extract(s.payload, '$.rank'), json_extract(s.payload, '$.distinction')
    FROM import_staging s JOIN restaurants r ON r.place_key = s.key
    WHERE ${where} AND ${OWNS_JOB}
    ON CONFLICT DO NOTHING`;
}

/**
 * The entries of staged rows seq ∈ [?6, ?7) that name a place we have, into the draft; those rows then
 * leave staging, so the switch-over only reads the rows of places it adds.
 */
export function draftEntriesStatements(db: Db, scope: JobScope, meta: EditionMeta, from: number, to: number) {
  const rows = `${STAGED} AND s.seq >= ?6 AND s.seq < ?7`;
  return [
    editionScoped(db, scope, meta, draftEntriesSql(rows), from, to),
    editionScoped(
      db,
      scope,
      meta,
      `DELETE FROM import_staging AS s WHERE ${rows} AND ${OWNS_JOB}
         AND EXISTS (SELECT 1 FROM restaurants r WHERE r.place_key = s.key)`,
      from,
      to,
    ),
  ];
}

/** The restaurant ids the switch-over can change: on the draft or on the list's current edition. */
export async function affectedIdRange(db: Db, scope: JobScope, meta: EditionMeta) {
  const row = await scoped(
    db,
    scope,
    `SELECT min(restaurant_id) AS lo, max(restaurant_id) AS hi FROM list_entries
     WHERE edition_id IN (${DRAFT}, coalesce(${CURRENT}, -1)) AND ${OWNS_JOB}`,
    meta.source,
    meta.list,
  ).first<{ lo: number | null; hi: number | null }>();
  return row?.lo == null || row.hi == null ? null : { lo: row.lo, hi: row.hi };
}

/**
 * The counts of affected restaurants with ids in [?6, ?7) as they will be, kept only where they change:
 * the switch-over writes exactly these rows.
 */
export function nextCountsStatement(db: Db, scope: JobScope, meta: EditionMeta, from: number, to: number) {
  const onEdition = (edition: string) =>
    `SELECT restaurant_id FROM list_entries WHERE edition_id = ${edition} AND restaurant_id >= ?6 AND restaurant_id < ?7`;
  return editionScoped(
    db,
    scope,
    meta,
    `INSERT INTO import_counts (job_id, attempt, restaurant_id, source_count, source_mask, sources, mentions)
     WITH ${derivedCountsSql(`${onEdition(DRAFT)} UNION ${onEdition(CURRENT)}`, NEXT_EDITIONS, "?8")}
     SELECT ?1, ?2, d.rid, d.cnt, d.mask, d.names, d.fresh FROM derived d JOIN restaurants ON restaurants.id = d.rid
     WHERE ${DERIVED_CHANGED} AND ${OWNS_JOB}
     ON CONFLICT DO NOTHING`,
    from,
    to,
    SOURCE_BITS,
  );
}

/**
 * The ranks, now and once the draft is current, of the places whose counts it changes, by the site's
 * ranking (not closed, on at least one list; most lists first, then A to Z): a window over the whole
 * ranking each, one step apiece. Places the switch-over adds are not in it yet.
 */
export function rankStatements(db: Db, scope: JobScope): D1PreparedStatement[] {
  const ours = `import_counts.job_id = ?1 AND import_counts.attempt = ?2 AND ${OWNS_JOB}`;
  const next = "coalesce(c.source_count, r.source_count)";
  return [
    scoped(
      db,
      scope,
      `UPDATE import_counts SET rank_before = w.rnk FROM (
         SELECT id, row_number() OVER (ORDER BY source_count DESC, sort_name) AS rnk
         FROM restaurants WHERE status <> 'closed' AND source_count > 0) w
       WHERE w.id = import_counts.restaurant_id AND ${ours}`,
    ),
    scoped(
      db,
      scope,
      `UPDATE import_counts SET rank_after = w.rnk FROM (
         SELECT r.id, row_number() OVER (ORDER BY ${next} DESC, r.sort_name) AS rnk
         FROM restaurants r LEFT JOIN import_counts c ON c.restaurant_id = r.id AND c.job_id = ?1 AND c.attempt = ?2
         WHERE r.status <> 'closed' AND ${next} > 0) w
       WHERE w.id = import_counts.restaurant_id AND ${ours}`,
    ),
  ];
}

/**
 * Editions no reader will see again: a finished or failed job's draft, an edition an import replaced
 * ('retired:' job id), or, given a job id, that job's own earlier draft (a retried claim starts over).
 */
function leftoverEditions(jobId: string | null) {
  return jobId === null
    ? `d.pending_job IS NOT NULL AND NOT EXISTS (
         SELECT 1 FROM import_jobs j WHERE j.id = d.pending_job AND j.status = 'processing')`
    : `d.pending_job = ?1`;
}

/** Removes up to `limit` entries of leftover editions; run until it changes nothing. */
export function sweepEntriesStatement(db: Db, jobId: string | null, limit: number): D1PreparedStatement {
  return db.$client
    .prepare(
      `DELETE FROM list_entries WHERE rowid IN (
         SELECT e.rowid FROM list_editions d JOIN list_entries e ON e.edition_id = d.id
         WHERE ${leftoverEditions(jobId)} LIMIT ?2)`,
    )
    .bind(jobId ?? "", limit);
}

/** The leftover editions, once their entries are gone, and counts no switch-over will copy. */
export function sweepEditionsStatements(db: Db, jobId: string | null): D1PreparedStatement[] {
  return [
    db.$client
      .prepare(`DELETE FROM list_editions AS d WHERE ${leftoverEditions(jobId)}`)
      .bind(...(jobId === null ? [] : [jobId])),
    db.$client
      .prepare(
        jobId === null
          ? `DELETE FROM import_counts WHERE NOT EXISTS (
               SELECT 1 FROM import_jobs j WHERE j.id = import_counts.job_id AND j.status = 'processing')`
          : `DELETE FROM import_counts WHERE job_id = ?1`,
      )
      .bind(...(jobId === null ? [] : [jobId])),
  ];
}
