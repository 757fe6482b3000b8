import { formatPrice } from "./price";
import { safeHttpUrl } from "./safe-url";
import { SITE_NAME } from "./seo";
import type { Standing } from "./standing";
import { jsonForScript } from "./script-json";

/**
 * schema.org JSON-LD builders. Only facts the data carries: no ratings or reviews are invented
 * (no fixed 4.5 rating, and no sources posing as reviews).
 */
export type JsonLdObject = { "@context"?: string; "@type": string; [key: string]: unknown };

type RestaurantLink = { slug: string; name: string };
type ListedRestaurant = RestaurantLink & { standing?: Standing };

type RestaurantFacts = RestaurantLink & {
  cuisine: string;
  price: number | null;
  description?: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  websiteUrl: string | null;
  phone?: string | null;
  instagramHandle?: string | null;
  reservationUrl?: string | null;
};

/** A list the restaurant is on (subjectOf), and the award it carries there, such as a Michelin star. */
export type ListMention = { name: string; url: string | null; award: string | null };

const CONTEXT = "https://schema.org";

export function restaurantPath(slug: string): string {
  return `/restaurants/${encodeURIComponent(slug)}`;
}

function absolute(path: string, siteUrl: string): string {
  return new URL(path, siteUrl).toString();
}

/**
 * An ItemList of profile links, in the order shown; `offset` continues the numbering on later pages.
 * A place with a standing is at its shared rank, as its card says.
 */
export function itemList(
  restaurants: readonly ListedRestaurant[],
  siteUrl: string,
  options: { name?: string; offset?: number } = {},
): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    ...(options.name ? { name: options.name } : {}),
    numberOfItems: restaurants.length,
    itemListElement: restaurants.map((r, i) => ({
      "@type": "ListItem",
      position: r.standing?.rank ?? (options.offset ?? 0) + i + 1,
      url: absolute(restaurantPath(r.slug), siteUrl),
      name: r.name,
    })),
  };
}

export function breadcrumbs(crumbs: readonly { name: string; path: string }[], siteUrl: string): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absolute(crumb.path, siteUrl),
    })),
  };
}

/** The lists as schema.org allows them on a Restaurant: CreativeWorks about it, and awards as text. */
export function restaurantLd(
  restaurant: RestaurantFacts,
  siteUrl: string,
  mentions: readonly ListMention[] = [],
): JsonLdObject {
  const url = absolute(restaurantPath(restaurant.slug), siteUrl);
  const awards = mentions.flatMap((m) => (m.award ? [m.award] : []));
  const sameAs = [safeHttpUrl(restaurant.websiteUrl), instagramUrl(restaurant.instagramHandle)].filter(Boolean);
  const hasGeo = restaurant.latitude !== null && restaurant.longitude !== null;
  return compact({
    "@context": CONTEXT,
    "@type": "Restaurant",
    "@id": `${url}#restaurant`,
    name: restaurant.name,
    url,
    description: restaurant.description || undefined,
    servesCuisine: restaurant.cuisine || undefined,
    priceRange: formatPrice(restaurant.price) ?? undefined,
    address: restaurant.address ? postalAddress(restaurant.address) : undefined,
    geo: hasGeo
      ? { "@type": "GeoCoordinates", latitude: restaurant.latitude, longitude: restaurant.longitude }
      : undefined,
    telephone: restaurant.phone || undefined,
    acceptsReservations: safeHttpUrl(restaurant.reservationUrl) ?? undefined,
    sameAs: sameAs.length ? sameAs : undefined,
    subjectOf: mentions.length
      ? mentions.map((m) => compact({ "@type": "CreativeWork", name: m.name, url: safeHttpUrl(m.url) ?? undefined }))
      : undefined,
    award: awards.length ? awards : undefined,
  });
}

/** The site itself, for the home page. */
export function webSite(siteUrl: string): JsonLdObject {
  return { "@context": CONTEXT, "@type": "WebSite", name: SITE_NAME, url: absolute("/", siteUrl) };
}

/** "123 Main St, Los Angeles, CA 90012" → its parts; anything else stays whole as the street address. */
export function postalAddress(address: string): JsonLdObject {
  const match = /^(.+?),\s*([^,]+?),\s*([A-Z]{2})\s*(\d{5}(?:-\d{4})?)?\s*(?:,\s*(?:USA?|United States))?$/.exec(
    address.trim(),
  );
  if (!match) return { "@type": "PostalAddress", streetAddress: address.trim(), addressCountry: "US" };
  const [, street, locality, region, postalCode] = match;
  return compact({
    "@type": "PostalAddress",
    streetAddress: street,
    addressLocality: locality,
    addressRegion: region,
    postalCode,
    addressCountry: "US",
  });
}

/** Handles are validated when stored (restaurant-record.ts); this only builds the profile URL. */
function instagramUrl(handle: string | null | undefined): string | null {
  return handle ? `https://www.instagram.com/${encodeURIComponent(handle)}/` : null;
}

function compact<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)) as T;
}

/** The page's JSON-LD as a <script> element's text (jsonForScript). */
export function serializeJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return jsonForScript(data);
}
