import { and, count, desc, eq, gt, isNotNull, isNull, ne, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { dataChanges, dataMeta, importCounts, restaurants } from "~/db/schema.server";
import type { EditionMeta } from "~/lib/evidence/edition-meta";
import { DATA_VERSION_KEY } from "../data-meta.server";
import { editionIdOf, isCurrentEdition } from "../list-ids.server";
import { jobClaimed, rowWhile } from "../guards.server";
import type { JobScope } from "../import-staging.server";
import {
  asInteger,
  d1Statement,
  distance,
  jsonArray,
  jsonGroupArray,
  jsonObject,
  jsonOf,
  sqliteNow,
} from "../sql.server";

/** The data version this import's batch has just bumped to (the bump comes first in the batch). */
export const bumpedVersion = (db: Db) =>
  db
    .select({ version: asInteger(dataMeta.value) })
    .from(dataMeta)
    .where(eq(dataMeta.key, DATA_VERSION_KEY));

const placeOfCount = eq(restaurants.id, importCounts.restaurantId);
/** The open places this claim's counts change that `where` picks, and those it adds (published by the same batch). */
const changedWhere = (scope: JobScope, where: SQL | undefined) =>
  and(
    eq(importCounts.jobId, scope.jobId),
    eq(importCounts.attempt, scope.attempt),
    ne(restaurants.status, "closed"),
    where,
  );

type Order = (AnySQLiteColumn | SQL)[];

/** The first `limit` of those places as a JSON array of slug and name (and ranks, for moves). */
function places(db: Db, scope: JobScope, where: SQL | undefined, order: Order, limit: number, ranks = false) {
  const p = db
    .select({
      slug: restaurants.slug,
      name: restaurants.name,
      from: importCounts.rankBefore,
      to: importCounts.rankAfter,
    })
    .from(importCounts)
    .innerJoin(restaurants, placeOfCount)
    .where(changedWhere(scope, where))
    .orderBy(...order)
    .limit(limit)
    .as("p");
  const fields = { slug: p.slug, name: p.name, ...(ranks ? { from: p.from, to: p.to } : {}) };
  return jsonOf(db.select({ list: jsonGroupArray(jsonObject(fields)) }).from(p));
}

const total = (db: Db, scope: JobScope, where: SQL | undefined) =>
  db.select({ n: count() }).from(importCounts).innerJoin(restaurants, placeOfCount).where(changedWhere(scope, where));

/** The list, places joining and leaving (capped, with totals) and the largest moves, under the new version. */
export function editionChangeStatement(db: Db, scope: JobScope, meta: EditionMeta) {
  const joined = and(isNull(importCounts.rankBefore), gt(importCounts.sourceCount, 0));
  const left = and(isNotNull(importCounts.rankBefore), eq(importCounts.sourceCount, 0));
  const moved = ne(importCounts.rankBefore, importCounts.rankAfter);
  const summary = jsonObject({
    // Run after the switch-over: the list's current edition is this one.
    lists: jsonArray(
      jsonObject({
        source: meta.source,
        title: meta.title,
        edition: meta.edition,
        editionId: editionIdOf(db, meta, isCurrentEdition),
      }),
    ),
    joined: places(db, scope, joined, [desc(importCounts.sourceCount), restaurants.sortName], 20),
    joinedTotal: total(db, scope, joined),
    left: places(db, scope, left, [importCounts.rankBefore], 20),
    leftTotal: total(db, scope, left),
    moves: places(
      db,
      scope,
      moved,
      [desc(distance(importCounts.rankBefore, importCounts.rankAfter)), restaurants.sortName],
      10,
      true,
    ),
  });
  const row = { version: bumpedVersion(db), changedAt: sqliteNow, kind: "edition", summary };
  const change = db
    .insert(dataChanges)
    .select(rowWhile(db, dataChanges, row, jobClaimed(scope)))
    .onConflictDoNothing({ target: dataChanges.version });
  return d1Statement(db, change);
}
