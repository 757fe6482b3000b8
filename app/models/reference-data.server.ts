import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { dataMeta, neighborhoodDescriptions, trustedSources } from "~/db/schema.server";
import { chunk, defineRead, runBatch, type Read } from "./batch.server";

type TrustedSource = typeof trustedSources.$inferSelect;
type NeighborhoodDescription = typeof neighborhoodDescriptions.$inferSelect;

export async function upsertTrustedSources(db: Db, sources: (typeof trustedSources.$inferInsert)[]) {
  if (!sources.length) return;
  await runBatch(
    db,
    sources.map((s) =>
      db
        .insert(trustedSources)
        .values(s)
        .onConflictDoUpdate({ target: trustedSources.name, set: { ...s, name: undefined } }),
    ),
  );
}

export function trustedSourcesRead(db: Db): Read<TrustedSource[]> {
  return defineRead(
    [db.select().from(trustedSources).where(eq(trustedSources.isActive, true)).orderBy(asc(trustedSources.sortOrder))],
    ([rows]) => rows,
  );
}

/** Upserts on slug (spec call 6), a few rows per statement to stay under D1's parameter limit. */
export function neighborhoodUpsertStatements(db: Db, rows: NeighborhoodDescription[]) {
  return chunk(rows, 20).map((part) =>
    db
      .insert(neighborhoodDescriptions)
      .values(part)
      .onConflictDoUpdate({
        target: neighborhoodDescriptions.slug,
        set: {
          title: sql`excluded.title`,
          seoDescription: sql`excluded.seo_description`,
          metaDescription: sql`excluded.meta_description`,
        },
      }),
  );
}

export function neighborhoodDescriptionRead(db: Db, slug: string): Read<NeighborhoodDescription | null> {
  return defineRead(
    [db.select().from(neighborhoodDescriptions).where(eq(neighborhoodDescriptions.slug, slug)).limit(1)],
    ([[row]]) => row ?? null,
  );
}

export function setDataMetaStatement(db: Db, key: string, value: string) {
  return db.insert(dataMeta).values({ key, value }).onConflictDoUpdate({ target: dataMeta.key, set: { value } });
}
