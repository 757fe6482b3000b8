// Relative imports: vite.config.ts loads this (through workers/load-context) before the "~" alias exists.
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { defineRead, type Read } from "./batch.server";
import { dataMeta } from "../db/schema.server";

/** Bumped by every import that changes data; caches key on it, so an import shows at once. */
export const DATA_VERSION_KEY = "data_version";
const DATA_UPDATED_AT_KEY = "data_updated_at";

/** `version`: bumped by every import (caches key on it); `updatedAt`: the evidence's as-of date (the latest day a current edition was read). */
export type DataMeta = { version: number; updatedAt: string | null };

type MarkerRow = { key: string; value: string };

const markersQuery = (db: Db) =>
  db
    .select()
    .from(dataMeta)
    .where(inArray(dataMeta.key, [DATA_VERSION_KEY, DATA_UPDATED_AT_KEY]));

/** The markers from their rows; a missing or malformed version counts as 0. */
function fromRows(rows: MarkerRow[]): DataMeta {
  const value = (key: string) => rows.find((row) => row.key === key)?.value ?? null;
  const version = Number(value(DATA_VERSION_KEY));
  return { version: Number.isInteger(version) && version > 0 ? version : 0, updatedAt: value(DATA_UPDATED_AT_KEY) };
}

/** Both data markers in one read: every page needs them, for its cache key and its 'Updated …' label. */
export async function readDataMeta(db: Db): Promise<DataMeta> {
  return fromRows(await markersQuery(db));
}

/** The same read as one that travels in a page's batch (services/read-page.server.ts puts it at the head). */
export function dataMetaRead(db: Db): Read<DataMeta> {
  return defineRead([markersQuery(db)], ([rows]) => fromRows(rows));
}
