import { eq, max, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import { dataChanges, restaurants } from "~/db/schema.server";
import { published } from "./published.server";
import { coalesce } from "./sql.server";

/** The data version of the latest list edition import (data_changes), one value per statement. */
const latestListUpdate = new QueryBuilder()
  .select({ version: max(dataChanges.version) })
  .from(dataChanges)
  .where(eq(dataChanges.kind, "edition"));

export const summaryColumns = {
  id: restaurants.id,
  slug: restaurants.slug,
  name: restaurants.name,
  cuisine: restaurants.cuisine,
  cuisineSlug: restaurants.cuisineSlug,
  cuisineStyle: restaurants.cuisineStyle,
  neighborhood: restaurants.neighborhood,
  neighborhoodSlug: restaurants.neighborhoodSlug,
  price: restaurants.price,
  sources: restaurants.sources,
  sourceCount: restaurants.sourceCount,
  description: restaurants.description,
  address: restaurants.address,
  websiteUrl: restaurants.websiteUrl,
  reservationPlatform: restaurants.reservationPlatform,
  reservationUrl: restaurants.reservationUrl,
  instagramEmbedLink: restaurants.instagramEmbedLink,
  occasion: restaurants.occasion,
  latitude: restaurants.latitude,
  longitude: restaurants.longitude,
  // The move its own lists made in the latest list update (▲3 / ▼2 / New on the card), else none.
  moved: coalesce<number>(eq(restaurants.movedIn, latestListUpdate), 0),
  rankBefore: restaurants.rankBefore,
  rankAfter: restaurants.rankAfter,
};

/** Closed or unpublished places keep profiles but leave every ranking, category, count and map. A literal, not a bound
 * value, so SQLite may use the partial indexes built on it. */
export const notClosed = sql`${restaurants.status} <> 'closed' AND ${published}`;

/** Not closed, on a current list, published: the ranking indexes' literal, so listing reads stay on them. */
export const ranked = sql`${restaurants.status} <> 'closed' AND ${restaurants.sourceCount} > 0 AND ${published}`;
