import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { formerSlugs } from "~/db/schema.server";
import { defineRead, type Read } from "./batch.server";

type FormerSlug = { slug: string; restaurantSlug: string };

/** The merged duplicates' slugs, each pointing at the place it became (a second run changes nothing). */
export function formerSlugStatements(db: Db, rows: FormerSlug[]) {
  return rows.map((row) =>
    db
      .insert(formerSlugs)
      .values(row)
      .onConflictDoUpdate({
        target: formerSlugs.slug,
        set: { restaurantSlug: row.restaurantSlug },
        setWhere: sql`${formerSlugs.restaurantSlug} <> ${row.restaurantSlug}`,
      }),
  );
}

export function formerSlugRead(db: Db, slug: string): Read<string | null> {
  return defineRead(
    [db.select({ to: formerSlugs.restaurantSlug }).from(formerSlugs).where(eq(formerSlugs.slug, slug)).limit(1)],
    ([[row]]) => row?.to ?? null,
  );
}
