import { eq, max, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import { dataChanges, restaurants } from "~/db/schema.server";
import type { RestaurantTable } from "./restaurant-upsert.server";
import { coalesce } from "./sql.server";

/** The data version of the latest list edition import (data_changes), one value per statement. */
const latestListUpdate = new QueryBuilder()
  .select({ version: max(dataChanges.version) })
  .from(dataChanges)
  .where(eq(dataChanges.kind, "edition"));

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
    moved: coalesce<number>(eq(table.movedIn, latestListUpdate), 0),
    rankBefore: table.rankBefore,
    rankAfter: table.rankAfter,
  };
}

/**
 * Closed places keep their profiles but are left out of every ranking, category, count and map. A
 * literal, not a bound value: only then may SQLite use the partial indexes built on it.
 */
export const notClosed = sql`${restaurants.status} <> 'closed'`;
