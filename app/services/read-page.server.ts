import type { AppLoadContext } from "@remix-run/cloudflare";
import { readTogether, type Read, type Values } from "~/models/batch.server";
import { dataMetaRead, type DataMeta } from "~/models/data-meta.server";

/**
 * A page's reads in one D1 batch with the data markers at its head: one round trip for both, and the
 * markers are exactly those of the data read with them (D1 runs a batch in order, atomically). They
 * are noted for the edge cache (the oldest, should a page send two), and returned for the keys of
 * whatever the page caches with the data (cachedForData).
 */
export async function readPage<R extends Read<unknown>[]>(
  context: Pick<AppLoadContext, "db" | "markers">,
  reads: [...R],
): Promise<{ meta: DataMeta; values: Values<R> }> {
  const [meta, ...values] = (await readTogether(context.db, [dataMetaRead(context.db), ...reads])) as [
    DataMeta,
    ...Values<R>,
  ];
  const { page } = context.markers;
  if (!page.read || meta.version < page.read.version) page.read = meta;
  return { meta, values: values as Values<R> };
}
