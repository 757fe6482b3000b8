import { areaGroup, areasWithin } from "~/lib/areas";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { categoryFilters, nameFromSlug, priceName, type CategoryType } from "~/lib/category";
import { occasionFromSlug } from "~/lib/occasion";
import { PAGE_SIZE, pageOffset } from "~/lib/pagination";
import { priceFromSlug } from "~/lib/price";
import type { RestaurantSummary } from "~/lib/listing";
import { sourceFilterSearch, type SourceFilters } from "~/lib/source-filters";
import { noRead, pairRead } from "~/models/batch.server";
import type { DataMeta } from "~/models/data-meta.server";
import { neighborhoodDescriptionRead } from "~/models/reference-data.server";
import { rankedCardsRead } from "~/models/card-claims.server";
import { knownTotal, totalIsKnown } from "~/lib/list-total";
import { cuisinePage, needsStyleCounts, type CuisinePage } from "~/lib/cuisine/cuisine-page";
import {
  cachedCategoryCounts,
  cachedPageRead,
  cachedSourceFilterCounts,
  cachedSourceLinks,
  currentCategoryCounts,
} from "~/services/cached-reads.server";
import { readPage } from "~/services/read-page.server";

/** What a cuisine address shows: from the style counts only where a style or an old label could be meant. */
export async function resolveCuisinePage(
  context: AppLoadContext,
  slug: string,
): Promise<{ page: CuisinePage; meta?: DataMeta }> {
  if (!needsStyleCounts(slug)) return { page: { kind: "family" } };
  const { meta, counts } = await currentCategoryCounts(context);
  return { page: cuisinePage(slug, counts.styles), meta };
}

function categoryName(type: CategoryType, slug: string, first: RestaurantSummary | undefined, title?: string) {
  switch (type) {
    case "price":
      return priceName(priceFromSlug(slug) ?? 1);
    case "occasion":
      return occasionFromSlug(slug) ?? nameFromSlug(slug);
    case "cuisine":
      return first?.cuisine ?? nameFromSlug(slug);
    case "neighborhood":
      return areaGroup(slug)?.name ?? first?.neighborhood ?? title ?? nameFromSlug(slug);
  }
}

/**
 * One page of a category: its rows (and a neighborhood's description) in one D1 round trip, the rest from
 * the data cache. Rows are counted only under source filters; otherwise the total is the cached count.
 * The first page as a category link opens it (no source filter) is the same for every visitor until the data
 * changes, so it comes from the data cache too, as `/` does (decision 055).
 */
export async function loadCategoryPage(
  context: AppLoadContext,
  type: CategoryType,
  slug: string,
  page: number,
  sourceFilters: SourceFilters = {},
  style: string | null = null,
) {
  const { db } = context;
  const filters = { ...sourceFilters, ...(style ? { style: slug } : categoryFilters(type, slug)) };
  const countTotal = !totalIsKnown(filters);
  const read = () =>
    pairRead(
      rankedCardsRead(db, { filters, limit: PAGE_SIZE, offset: pageOffset(page), countTotal }),
      type === "neighborhood" ? neighborhoodDescriptionRead(db, slug) : noRead(null),
      (list, description) => ({ list, description }),
    );
  const opened = page === 1 && sourceFilterSearch(sourceFilters) === "";
  const {
    meta,
    value: { list, description },
  } = opened
    ? await cachedPageRead(context, `category-page:${type}:${style ? "style" : "category"}:${slug}`, read)
    : await readPage(context, [read()]).then(({ meta, values: [value] }) => ({ meta, value }));
  const group = type === "neighborhood" ? areaGroup(slug) : undefined;
  const [sources, sourceCounts, categoryCounts] = await Promise.all([
    cachedSourceLinks(context, meta),
    cachedSourceFilterCounts(context, meta),
    countTotal && !group ? null : cachedCategoryCounts(context, meta),
  ]);
  return {
    name: style ?? categoryName(type, slug, list.restaurants[0], description?.title),
    restaurants: list.restaurants,
    total: list.total ?? knownTotal(filters, categoryCounts!),
    sources,
    sourceCounts,
    description: description ? { text: description.seoDescription, meta: description.metaDescription } : null,
    within: group ? areasWithin(group.slug, categoryCounts!.neighborhoods) : [],
    markers: meta,
  };
}
