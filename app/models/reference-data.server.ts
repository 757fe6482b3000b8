import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { dataMeta, listEditions, lists, neighborhoodDescriptions, trustedSources } from "~/db/schema.server";
import type { SourceLink } from "~/lib/sources";
import { chunk, defineRead, pairRead, runBatch, type Read } from "./batch.server";
import { isCurrentEdition } from "./list-ids.server";
import { excluded } from "./sql.server";

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
        // A source's bit is set once: changing it would change what every stored mask means.
        .onConflictDoUpdate({ target: trustedSources.name, set: { ...s, name: undefined, bit: undefined } }),
    ),
  );
}

export function trustedSourcesRead(db: Db): Read<TrustedSource[]> {
  return defineRead(
    [db.select().from(trustedSources).where(eq(trustedSources.isActive, true)).orderBy(asc(trustedSources.sortOrder))],
    ([rows]) => rows,
  );
}

/** Active sources with current editions: badges link the edition naming the place, else the source's page. */
export function sourceLinksRead(db: Db): Read<SourceLink[]> {
  const editions = db
    .select({ id: listEditions.id, source: lists.sourceName, url: listEditions.url })
    .from(listEditions)
    .innerJoin(lists, eq(lists.id, listEditions.listId))
    .where(and(isCurrentEdition, isNull(listEditions.pendingJob)))
    .orderBy(asc(listEditions.id));
  return pairRead(
    trustedSourcesRead(db),
    defineRead([editions], ([rows]) => rows),
    (sources, current) =>
      sources.map((s) => ({
        name: s.name,
        displayName: s.displayName,
        badge: s.badge,
        url: s.citySpecificUrl,
        editions: current.filter((e) => e.source === s.name).map(({ id, url }) => ({ id, url })),
      })),
  );
}

/** Upserts on slug, a few rows per statement to stay under D1's parameter limit. */
export function neighborhoodUpsertStatements(db: Db, rows: NeighborhoodDescription[]) {
  return chunk(rows, 20).map((part) =>
    db
      .insert(neighborhoodDescriptions)
      .values(part)
      .onConflictDoUpdate({
        target: neighborhoodDescriptions.slug,
        set: {
          title: excluded(neighborhoodDescriptions.title),
          seoDescription: excluded(neighborhoodDescriptions.seoDescription),
          metaDescription: excluded(neighborhoodDescriptions.metaDescription),
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
