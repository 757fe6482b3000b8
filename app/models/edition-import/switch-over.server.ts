import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { listEditions, lists, restaurants } from "~/db/schema.server";
import type { EditionMeta } from "~/lib/evidence/edition-meta";
import { asOfDateStatement } from "../evidence.server";
import { guardHolds, jobClaimed } from "../guards.server";
import type { JobScope } from "../import-staging.server";
import { isCurrentEdition, listIdOf } from "../list-ids.server";
import { d1Statement } from "../sql.server";
import { bumpedVersion, editionChangeStatement } from "./change.server";
import { copyCounts } from "./copy-counts.server";

/** Makes the draft current and copies changed counts, so its work never grows with the file (decision 027). */
export function editionSwitchOverStatements(db: Db, scope: JobScope, meta: EditionMeta): D1PreparedStatement[] {
  const claimed = guardHolds(db, jobClaimed(scope));
  const ofList = eq(listEditions.listId, listIdOf(db, meta));
  const details = { title: meta.title, scope: meta.scope, kind: meta.kind, ranked: meta.ranked };
  const switchOver = [
    db
      .update(lists)
      .set(details)
      .where(and(eq(lists.sourceName, meta.source), eq(lists.slug, meta.list), claimed)),
    // An edition of the draft's name is retired for the sweep.
    db
      .update(listEditions)
      .set({ pendingJob: `retired:${scope.jobId}`, isCurrent: false })
      .where(and(ofList, eq(listEditions.edition, meta.edition), isNull(listEditions.pendingJob), claimed)),
    db
      .update(listEditions)
      .set({ isCurrent: false })
      .where(and(ofList, isCurrentEdition, claimed)),
    db
      .update(listEditions)
      .set({ pendingJob: null, isCurrent: true })
      .where(and(eq(listEditions.pendingJob, scope.jobId), ofList, claimed)),
  ];
  // Every place but the ones this job added (a place an earlier job added may keep its mark a moment).
  const others = or(isNull(restaurants.pendingJob), ne(restaurants.pendingJob, scope.jobId));
  const listed = copyCounts(db, scope, others, jobClaimed(scope), sql`${bumpedVersion(db)}`);
  return [
    ...switchOver.map((query) => d1Statement(db, query)),
    editionChangeStatement(db, scope, meta),
    d1Statement(db, listed),
    asOfDateStatement(db),
  ];
}
