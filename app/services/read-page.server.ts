import { data, type AppLoadContext, type HeadersFunction } from "@remix-run/cloudflare";
import { DATA_STAMP_HEADER, dataStamp, READS_NO_DATA } from "~/lib/data-stamp";
import { readTogether, type Read, type Values } from "~/models/batch.server";
import { dataMetaRead, type DataMeta } from "~/models/data-meta.server";

/** A page's reads in one D1 batch headed by the data markers: one round trip, and the markers are exactly those of the
 * data read (batches run in order, atomically). The loader stamps its answer and keys its caches with them. */
export async function readPage<R extends Read<unknown>[]>(
  context: Pick<AppLoadContext, "db">,
  reads: [...R],
): Promise<{ meta: DataMeta; values: Values<R> }> {
  const [meta, ...values] = (await readTogether(context.db, [dataMetaRead(context.db), ...reads])) as [
    DataMeta,
    ...Values<R>,
  ];
  return { meta, values: values as Values<R> };
}

/** The markers of a page that read in two batches: the older, so a stored page never claims newer data than it shows. */
export const olderMarkers = (a: DataMeta, b: DataMeta | undefined) => (b && b.version < a.version ? b : a);

const stampHeaders = (stamp: string, init?: HeadersInit) => {
  const headers = new Headers(init);
  headers.set(DATA_STAMP_HEADER, stamp);
  return headers;
};

/** A loader's answer with the stamp of the data it shows: the edge cache stores a page only under it. */
export const stamped = <T>(value: T, meta: DataMeta, init: { status?: number; headers?: HeadersInit } = {}) =>
  data(value, { ...init, headers: stampHeaders(dataStamp(meta), init.headers) });

/** A resource route's answer (XML, text) with the stamp of the data it shows. */
export const stampedResponse = (body: string, meta: DataMeta | null, headers: HeadersInit) =>
  new Response(body, { headers: stampHeaders(meta ? dataStamp(meta) : READS_NO_DATA, headers) });

/** A data route's `headers`: the root's (Vary, a signed-in page's private Cache-Control) and its loader's stamp. */
export const withDataStamp = ({ parentHeaders, loaderHeaders }: Parameters<HeadersFunction>[0]): Headers => {
  const stamp = loaderHeaders.get(DATA_STAMP_HEADER);
  return stamp ? stampHeaders(stamp, parentHeaders) : new Headers(parentHeaders);
};

/** The `headers` of a page that reads no data of its own, chosen in plain sight. */
export const readsNoData: HeadersFunction = ({ parentHeaders }) => stampHeaders(READS_NO_DATA, parentHeaders);
