import { withAreaGroups } from "~/lib/areas";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { DataMeta } from "~/models/data-meta.server";
import { dataStamp } from "~/lib/data-stamp";
import { readOne, type Read } from "~/models/batch.server";
import { hasRatings, listCuisines, listNeighborhoods } from "~/models/categories.server";
import { countCategories } from "~/models/category-counts.server";
import { keyListsRead } from "~/models/methodology.server";
import { placeNameWords } from "~/models/search.server";
import { sourceLinksRead } from "~/models/reference-data.server";
import { countSourceFilterChoices } from "~/models/source-filters.server";
import { cachedForData } from "./data-cache.server";
import { readPage } from "./read-page.server";

/**
 * What pages read that changes only with the data, from the data cache (memory, then KV): a warm
 * isolate answers from memory, and the page's own D1 batch carries only its own rows. Each takes the
 * markers the page's reads came with (readPage), which key it.
 */
type Page = Pick<AppLoadContext, "db" | "cloudflare">;

const cached = async <T>(context: Page, meta: DataMeta, family: string, compute: () => Promise<T>) =>
  (await cachedForData(context, family, meta, compute)).value;

/** The badge links, with each source's current editions: the seed and imports stamp the data. */
export const cachedSourceLinks = (context: Page, meta: DataMeta) =>
  cached(context, meta, "source-links-with-editions", () => readOne(context.db, sourceLinksRead(context.db)));

/** The source key's current lists. */
export const cachedKeyLists = (context: Page, meta: DataMeta) =>
  cached(context, meta, "key-lists", () => readOne(context.db, keyListsRead(context.db)));

/** How many restaurants each source-filter choice leaves. */
export const cachedSourceFilterCounts = (context: Page, meta: DataMeta) =>
  cached(context, meta, "source-filter-counts", () => readOne(context.db, countSourceFilterChoices(context.db)));

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * The home page's filter facets, in name order as the panel lists them: sorted once per data version, so neither a
 * render nor a phone's main thread builds a collator. Named with its order, so a copy stored before is never read.
 */
export const cachedFacets = (context: Page, meta: DataMeta) =>
  cached(context, meta, "facets-with-areas-by-name", async () => {
    const [cuisines, neighborhoods, ratings] = await Promise.all([
      listCuisines(context.db),
      listNeighborhoods(context.db),
      hasRatings(context.db),
    ]);
    return {
      cuisines: cuisines.sort(byName),
      neighborhoods: withAreaGroups(neighborhoods).sort(byName),
      hasRatings: ratings,
    };
  });

/** Every category with its count: GROUP BYs over the whole table, so never per request. */
export const cachedCategoryCounts = (context: Page, meta: DataMeta) =>
  // Named with its shape: a copy stored before styles were counted is never read as one that has them.
  cached(context, meta, "category-counts-with-areas", () => countCategories(context.db));

/** Every place's name as the index reads it: whether a search names places, without asking D1 each time. */
export const cachedNameWords = (context: Page, meta: DataMeta) =>
  cached(context, meta, "place-name-words", () => placeNameWords(context.db));

/** A page's own read, made under markers other than the ones it is cached under: answered, never kept. */
class OtherMarkers<T> extends Error {
  constructor(
    readonly meta: DataMeta,
    readonly value: T,
  ) {
    super("read under other markers");
  }
}

/**
 * A page's read that is the same for every visitor until the data changes (the plain ranking), from the data cache
 * under the markers the edge holds: a warm isolate, or a far POP with it in KV, asks D1 nothing. Computed, it is read
 * with the markers in one batch and kept only when they are the key's, so a replica behind them is never stored as
 * them. The read is built only when computed.
 */
export async function cachedPageRead<T>(
  context: Pick<AppLoadContext, "db" | "cloudflare" | "markers">,
  family: string,
  read: () => Read<T>,
): Promise<{ meta: DataMeta; value: T }> {
  const held = await context.markers.current();
  try {
    const value = await cached(context, held, family, async () => {
      const { meta, values } = await readPage(context, [read()]);
      if (dataStamp(meta) !== dataStamp(held)) throw new OtherMarkers(meta, values[0]);
      return values[0];
    });
    return { meta: held, value };
  } catch (error) {
    if (error instanceof OtherMarkers) return { meta: error.meta, value: error.value as T };
    throw error;
  }
}

/** For a page that reads nothing but the category counts: the markers alone, then the counts with them. */
export async function loadCategoryCounts(context: Page) {
  const { meta } = await readPage(context, []);
  return { meta, counts: await cachedCategoryCounts(context, meta) };
}

/**
 * The counts under the markers the edge already holds for this request (no D1 call): for a choice a
 * loader makes before its page's own batch, such as what a search's words ask for.
 */
export async function currentCategoryCounts(context: Pick<AppLoadContext, "db" | "cloudflare" | "markers">) {
  const meta = await context.markers.current();
  return { meta, counts: await cachedCategoryCounts(context, meta) };
}
