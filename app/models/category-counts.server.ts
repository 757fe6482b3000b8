import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Db } from "~/db/client.server";
import { OCCASION_CATEGORIES, PRICE_CATEGORIES } from "~/lib/category";
import { cachedForData } from "~/services/kv-cache.server";
import {
  countByOccasion,
  countByPrice,
  listCuisines,
  listNeighborhoods,
  type CategoryCount,
} from "./categories.server";

type CategoryCounts = {
  cuisines: CategoryCount[];
  neighborhoods: CategoryCount[];
  prices: CategoryCount[];
  occasions: CategoryCount[];
};

async function countCategories(db: Db): Promise<CategoryCounts> {
  const [cuisines, neighborhoods, prices, occasions] = await Promise.all([
    listCuisines(db),
    listNeighborhoods(db),
    countByPrice(db),
    countByOccasion(db),
  ]);
  return {
    cuisines,
    neighborhoods,
    prices: PRICE_CATEGORIES.map((c, i) => ({ ...c, count: prices.get(i + 1) ?? 0 })),
    occasions: OCCASION_CATEGORIES.map((c) => ({ ...c, count: occasions.get(c.slug) ?? 0 })),
  };
}

/**
 * Every category with its restaurant count (most common first for cuisines and neighborhoods).
 * The GROUP BYs scan the table, and their answer changes only with the data, so it is cached with
 * it (cachedForData: KV and memory): an import shows at once, and nothing else recomputes it.
 */
export async function loadCategoryCounts(context: AppLoadContext): Promise<CategoryCounts> {
  return cachedForData(context, "category-counts", () => countCategories(context.db));
}
