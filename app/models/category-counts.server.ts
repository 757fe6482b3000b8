import type { Db } from "~/db/client.server";
import { withAreaGroups } from "~/lib/areas";
import { OCCASION_CATEGORIES, PRICE_CATEGORIES } from "~/lib/category";
import {
  countByOccasion,
  countByPrice,
  listCuisines,
  listNeighborhoods,
  listStyles,
  type CategoryCount,
} from "./categories.server";

type CategoryCounts = {
  cuisines: CategoryCount[];
  styles: CategoryCount[];
  neighborhoods: CategoryCount[];
  prices: CategoryCount[];
  occasions: CategoryCount[];
};

/** The GROUP BYs scan the table, so pages take this from the data cache (services/cached-reads.server.ts). */
export async function countCategories(db: Db): Promise<CategoryCounts> {
  const [cuisines, styles, neighborhoods, prices, occasions] = await Promise.all([
    listCuisines(db),
    listStyles(db),
    listNeighborhoods(db),
    countByPrice(db),
    countByOccasion(db),
  ]);
  return {
    cuisines,
    styles,
    neighborhoods: withAreaGroups(neighborhoods),
    prices: PRICE_CATEGORIES.map((c, i) => ({ ...c, count: prices.get(i + 1) ?? 0 })),
    occasions: OCCASION_CATEGORIES.map((c) => ({ ...c, count: occasions.get(c.slug) ?? 0 })),
  };
}
