import { sql } from "drizzle-orm";
import { restaurants } from "~/db/schema.server";
import type { RestaurantTable } from "./restaurant-upsert.server";

/** The columns list views render, for either restaurant table. */
export function summaryColumns(table: RestaurantTable) {
  return {
    id: table.id,
    slug: table.slug,
    name: table.name,
    cuisine: table.cuisine,
    cuisineSlug: table.cuisineSlug,
    neighborhood: table.neighborhood,
    neighborhoodSlug: table.neighborhoodSlug,
    price: table.price,
    sources: table.sources,
    sourceCount: table.sourceCount,
    description: table.description,
    address: table.address,
    websiteUrl: table.websiteUrl,
    reservationPlatform: table.reservationPlatform,
    reservationUrl: table.reservationUrl,
    instagramEmbedLink: table.instagramEmbedLink,
    occasion: table.occasion,
    latitude: table.latitude,
    longitude: table.longitude,
    // The move its own lists made in the latest list update (▲3 / ▼2 / New on the card), else none.
    moved: sql<number>`coalesce(${table.movedIn} = (${LATEST_LIST_UPDATE}), 0)`,
    rankBefore: table.rankBefore,
    rankAfter: table.rankAfter,
  };
}

/** The data version of the latest list edition import (data_changes), one value per statement. */
const LATEST_LIST_UPDATE = sql`SELECT max(version) FROM data_changes WHERE kind = 'edition'`;

/** Closed places keep their profiles but are left out of every ranking, category, count and map. */
export const notClosed = sql`${restaurants.status} <> 'closed'`;
