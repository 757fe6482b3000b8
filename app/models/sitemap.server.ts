import { count, max } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { dataChanges, restaurants } from "~/db/schema.server";
import type { SitemapProfile } from "~/lib/sitemap";

export async function countSitemapRestaurants(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(restaurants);
  return row?.n ?? 0;
}

/** The latest recorded change to the ranking (an edition import, an accepted closure), as an ISO time. */
export async function latestDataChange(db: Db): Promise<string | null> {
  const [row] = await db.select({ at: max(dataChanges.changedAt) }).from(dataChanges);
  return row?.at ?? null;
}

/** The day each closure or move a report made was recorded, by slug. */
const STATUS_CHANGES = `SELECT json_extract(p.value, '$.slug') AS slug, max(substr(d.changed_at, 1, 10)) AS day
  FROM data_changes d, json_each(d.summary, '$.restaurants') p
  WHERE d.kind IN ('closure', 'move') GROUP BY 1`;

/**
 * The day a profile's own data last changed: the latest of its last verification, the reading of a
 * current list edition it is on, the list update that last moved it and a closure or move recorded
 * for it; null when none is known. Not updated_at: a first seed sets that to the day it ran.
 */
function profileLastmod(table: "restaurants" | "newest_restaurants") {
  const listed =
    table === "restaurants"
      ? `(SELECT max(e.read_on) FROM list_entries le JOIN list_editions e ON e.id = le.edition_id
           WHERE le.restaurant_id = t.id AND e.is_current = 1)`
      : "NULL";
  return `nullif(max(coalesce(t.last_verified, ''), coalesce(${listed}, ''),
    coalesce((SELECT substr(d.changed_at, 1, 10) FROM data_changes d WHERE d.version = t.moved_in), ''),
    coalesce(s.day, '')), '')`;
}

/** One block of ranked-list profiles in a stable order (rowid), for one child sitemap. Raw SQL: drizzle has no json_each. */
export async function listSitemapRestaurants(db: Db, limit: number, offset = 0): Promise<SitemapProfile[]> {
  const { results } = await db.$client
    .prepare(
      `WITH s AS (${STATUS_CHANGES})
       SELECT t.slug, ${profileLastmod("restaurants")} AS lastmod
       FROM restaurants t LEFT JOIN s ON s.slug = t.slug ORDER BY t.id LIMIT ?1 OFFSET ?2`,
    )
    .bind(limit, offset)
    .all<SitemapProfile>();
  return results;
}

/** New & Rising profiles that the ranked list does not already have (a profile URL is shared). */
export async function listSitemapNewest(db: Db): Promise<SitemapProfile[]> {
  const { results } = await db.$client
    .prepare(
      `WITH s AS (${STATUS_CHANGES})
       SELECT t.slug, ${profileLastmod("newest_restaurants")} AS lastmod
       FROM newest_restaurants t LEFT JOIN s ON s.slug = t.slug
       WHERE t.slug NOT IN (SELECT slug FROM restaurants) ORDER BY t.id`,
    )
    .all<SitemapProfile>();
  return results;
}
