import { and, eq } from "drizzle-orm";
import { importStaging } from "~/db/schema.server";
import type { JobScope } from "./import-staging.server";
import { jsonField } from "./sql.server";

/** This claim's staged rows: a stale claim's, or another job's, are never read. */
export const stagedBy = (scope: JobScope) =>
  and(eq(importStaging.jobId, scope.jobId), eq(importStaging.attempt, scope.attempt));

/** A field of a staged row's payload ("restaurant.name": a nested one). */
export const stagedField = <T>(key: string) => jsonField<T>(key, importStaging.payload);
