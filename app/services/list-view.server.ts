import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Db } from "~/db/client.server";
import type { ListParams } from "~/lib/list-params";
import { parseSearch, type SearchReading } from "~/lib/search-reading";
import { noRead, readOne, type Read } from "~/models/batch.server";
import type { DataMeta } from "~/models/data-meta.server";
import { findZip } from "~/models/gazetteer.server";
import type { ListScope } from "~/models/restaurants.server";
import { reviseSearch, searchChecksRead } from "~/models/search.server";
import { readPage } from "./read-page.server";

type Origin = { lat: number; lng: number; label: string };

/** Where distances are measured from: the visitor's position, or a ZIP code's centre. */
async function resolveOrigin(db: Db, params: ListParams): Promise<Origin | null> {
  if (params.near) return { ...params.near, label: "your location" };
  if (!params.zip) return null;
  const zip = await findZip(db, params.zip);
  return zip ? { lat: zip.lat, lng: zip.lng, label: `${zip.city}, ${zip.state} ${zip.zip}` } : null;
}

/** The search runs as typed, batched with checks of its readings; only a phrase or typo match reads again. */
export async function readListView<T>(
  context: Pick<AppLoadContext, "db" | "markers">,
  params: ListParams,
  read: (scope: ListScope) => Read<T>,
): Promise<{ meta: DataMeta; value: T; origin: Origin | null; corrected: string | null }> {
  const { db } = context;
  const origin = await resolveOrigin(db, params);
  const near = origin ? { lat: origin.lat, lng: origin.lng, radiusMiles: params.radius } : undefined;
  const { q } = params.filters;
  const terms = q ? parseSearch(q) : null;
  // A query with no usable words matches nothing (match null); no query matches everything.
  const scoped = (search: SearchReading | null): ListScope => ({
    match: q ? (search?.match ?? null) : undefined,
    search: search ?? undefined,
    near,
  });
  const {
    meta,
    values: [value, checks],
  } = await readPage(context, [read(scoped(terms?.words ?? null)), terms ? searchChecksRead(db, terms) : noRead(null)]);
  const revised = terms && checks ? await reviseSearch(db, terms, checks) : null;
  if (!revised) return { meta, value, origin, corrected: null };
  const again = await readOne(db, read(scoped(revised.reading)));
  return { meta, value: again, origin, corrected: revised.corrected };
}
