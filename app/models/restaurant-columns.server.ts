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
  };
}

/** Closed places keep their profiles but are left out of every ranking, category, count and map. */
export const notClosed = sql`${restaurants.status} <> 'closed'`;
