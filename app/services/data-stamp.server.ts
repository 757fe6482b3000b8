// Relative imports: vite.config.ts loads this (through workers/load-context) before the "~" alias exists.
import type { Db } from "../db/client.server";
import { readDataMeta, type DataMeta } from "../models/data-meta.server";

/**
 * What every cache of data-derived output is keyed on: imports bump data_version (and the update
 * time) in their switch-over batch; the seed sets the update time. A new stamp is a new key, so
 * nothing needs purging and no reader sees a page older than the data it was told about.
 */
export function dataStamp({ version, updatedAt }: DataMeta): string {
  return `${version}-${(updatedAt && Date.parse(updatedAt)) || 0}`;
}

/**
 * The request's data markers, read at most once: the edge cache's key and the loaders' labels and
 * KV keys all need them. Scoped to one request (made where its Db is made), so it is never stale.
 */
export function requestDataMeta(db: Db): () => Promise<DataMeta> {
  let read: Promise<DataMeta> | undefined;
  return () => (read ??= readDataMeta(db));
}
