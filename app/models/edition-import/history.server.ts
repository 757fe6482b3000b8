import { and, count, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { dataChanges, listEditions, listEntries, lists, restaurants } from "~/db/schema.server";
import { readChangeSummary, type ChangeSummary } from "~/lib/changes/summary";
import { defineRead, type Read } from "../batch.server";

/** Places named per edition entry on /changes; the total says how many more. */
const NAMED = 12;

/** One edition the data was built from, as /changes shows it: what it named, and the day we read it. */
type EditionChange = { editionId: number; changedAt: string; summary: ChangeSummary };

/** Published, and not an import's: an imported edition has its own recorded change, so it is not named twice. */
const builtFrom = and(
  isNull(listEditions.pendingJob),
  sql`NOT EXISTS (SELECT 1 FROM ${dataChanges}, json_each(${dataChanges.summary}, '$.lists') AS l
    WHERE json_extract(l.value, '$.editionId') = ${listEditions.id}
      OR (json_extract(l.value, '$.editionId') IS NULL
        AND json_extract(l.value, '$.source') = ${lists.sourceName}
        AND json_extract(l.value, '$.title') = ${listEditions.title}
        AND json_extract(l.value, '$.edition') = ${listEditions.edition}))`,
);
/** An edition neither removes, moves nor closes a place. */
const NOTHING_ELSE = readChangeSummary(null);

export function editionCountRead(db: Db): Read<number> {
  const editions = db
    .select({ n: count() })
    .from(listEditions)
    .innerJoin(lists, eq(lists.id, listEditions.listId))
    .where(builtFrom);
  return defineRead([editions], ([[row]]) => row?.n ?? 0);
}

/** A page of the editions the data stands on, newest read first, dated the day we read them, with first places. */
export function editionHistoryRead(db: Db, limit: number, offset: number): Read<EditionChange[]> {
  const pageIds = db
    .select({ id: listEditions.id })
    .from(listEditions)
    .innerJoin(lists, eq(lists.id, listEditions.listId))
    .where(builtFrom)
    .orderBy(desc(listEditions.readOn), desc(listEditions.id))
    .limit(limit)
    .offset(offset);
  const editions = db
    .select({
      id: listEditions.id,
      readOn: listEditions.readOn,
      edition: listEditions.edition,
      source: lists.sourceName,
      title: listEditions.title,
      total: db.$count(listEntries, eq(listEntries.editionId, listEditions.id)),
    })
    .from(listEditions)
    .innerJoin(lists, eq(lists.id, listEditions.listId))
    .where(inArray(listEditions.id, pageIds))
    .orderBy(desc(listEditions.readOn), desc(listEditions.id));
  const numbered = db
    .select({
      editionId: listEntries.editionId,
      slug: restaurants.slug,
      name: restaurants.name,
      n: sql<number>`row_number() OVER (PARTITION BY ${listEntries.editionId} ORDER BY ${restaurants.sortName})`.as(
        "n",
      ),
    })
    .from(listEntries)
    .innerJoin(restaurants, eq(restaurants.id, listEntries.restaurantId))
    .where(inArray(listEntries.editionId, pageIds))
    .as("numbered");
  const named = db
    .select({ editionId: numbered.editionId, slug: numbered.slug, name: numbered.name })
    .from(numbered)
    .where(lte(numbered.n, NAMED))
    .orderBy(numbered.editionId, sql`${numbered.n}`);
  return defineRead([editions, named], ([rows, places]) =>
    rows.map((e) => ({
      editionId: e.id,
      changedAt: `${e.readOn}T00:00:00.000Z`,
      summary: {
        ...NOTHING_ELSE,
        lists: [{ source: e.source, title: e.title, edition: e.edition, editionId: e.id }],
        named: places.filter((p) => p.editionId === e.id).map(({ slug, name }) => ({ slug, name })),
        namedTotal: e.total,
      },
    })),
  );
}
