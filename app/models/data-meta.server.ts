// Relative imports: vite.config.ts loads this (through workers/load-context) before the "~" alias exists.
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { dataMeta } from "../db/schema.server";

/** Bumped by every import that changes data; caches key on it, so an import shows at once. */
export const DATA_VERSION_KEY = "data_version";
export const DATA_UPDATED_AT_KEY = "data_updated_at";

/** `version`: bumped by every import (caches key on it); `updatedAt`: when the data last changed (seed or import). */
export type DataMeta = { version: number; updatedAt: string | null };

/** Both data markers in one read: every page needs them, for its cache key and its 'Updated …' label. */
export async function readDataMeta(db: Db): Promise<DataMeta> {
  const rows = await db
    .select()
    .from(dataMeta)
    .where(inArray(dataMeta.key, [DATA_VERSION_KEY, DATA_UPDATED_AT_KEY]));
  const value = (key: string) => rows.find((row) => row.key === key)?.value ?? null;
  const version = Number(value(DATA_VERSION_KEY));
  return { version: Number.isInteger(version) && version > 0 ? version : 0, updatedAt: value(DATA_UPDATED_AT_KEY) };
}
