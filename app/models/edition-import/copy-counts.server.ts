import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { importCounts, restaurants } from "~/db/schema.server";
import { guardHolds, type RowGuard } from "../guards.server";
import type { JobScope } from "../import-staging.server";

/** The counts import_counts holds for this claim, copied to the places `which` picks, moved in `version`. */
export function copyCounts(db: Db, scope: JobScope, which: SQL | undefined, guard: RowGuard, version: SQL) {
  const ours = and(eq(importCounts.jobId, scope.jobId), eq(importCounts.attempt, scope.attempt));
  const counted = (column: keyof typeof importCounts.$inferSelect) => sql`${importCounts[column]}`;
  return db
    .update(restaurants)
    .set({
      sourceCount: counted("sourceCount"),
      sourceMask: counted("sourceMask"),
      sources: counted("sources"),
      mentions: counted("mentions"),
      movedIn: version,
      rankBefore: counted("rankBefore"),
      rankAfter: counted("rankAfter"),
    })
    .from(importCounts)
    .where(and(ours, eq(importCounts.restaurantId, restaurants.id), which, guardHolds(db, guard)));
}
