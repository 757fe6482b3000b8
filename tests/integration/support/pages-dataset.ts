import { env, SELF } from "cloudflare:test";
import { createDb } from "~/db/client.server";
import type { RestaurantInput } from "~/lib/restaurant-record";
import { seedDataset, type Dataset } from "~/models/seed.server";
import { fixtureDataset } from "../../fixtures/dataset";
import { withEditions } from "../../fixtures/editions";

const LISTS = ["Eater LA", "LA Times", "Time Out", "The Infatuation"];

/** 23 Italian restaurants (three pages of 10): list counts 4,3,2,1 in turn, so the ranking is known. */
export const italians: RestaurantInput[] = Array.from({ length: 23 }, (_, i) => ({
  name: i === 0 ? "Bestia" : `Trattoria ${String(i).padStart(2, "0")}`,
  cuisine: "Italian",
  neighborhood: "Arts District",
  price: "$$$",
  sources: LISTS.slice(0, 4 - (i % 4)),
  occasion: i === 0 ? "Date Night" : undefined,
}));
italians[0] = {
  ...italians[0],
  description: "Roman-leaning Italian in a warehouse.",
  specialties: "bone marrow, cavatelli",
  address: "2121 E 7th Pl, Los Angeles, CA 90021",
  website: "https://bestiala.com",
  reservationPlatform: "Resy",
  reservationUrl: "https://resy.com/cities/la/bestia",
  lat: 34.0336,
  lng: -118.2293,
};

/** One restaurant in each of 21 more cuisines and neighborhoods: 22 of each, past the hub's 20. */
const others: RestaurantInput[] = Array.from({ length: 21 }, (_, i) => ({
  name: `Other Place ${i + 1}`,
  cuisine: i === 0 ? "Wine & Tapas" : `Cuisine ${String.fromCharCode(65 + i)}`,
  neighborhood: i === 0 ? "Mid-City/Miracle Mile" : `Neighborhood ${String.fromCharCode(65 + i)}`,
  price: "$",
  sources: ["Yelp"],
}));

const plain: RestaurantInput = {
  name: "Plain Place",
  cuisine: "Diner",
  neighborhood: "Neighborhood A",
  sources: ["Yelp"],
};

export const pagesDataset: Dataset = withEditions({
  ...fixtureDataset,
  restaurants: [...italians, ...others, plain],
  newest: Array.from({ length: 12 }, (_, i) => ({
    name: `Newcomer ${String(i + 1).padStart(2, "0")}`,
    cuisine: "Mexican",
    neighborhood: "Echo Park",
    price: "$$",
    mentions: 20 - i,
    sources: ["Eater LA"],
    openedMonth: "2025-06",
    ...(i === 0
      ? { instagramHandle: "newcomer.one", instagramEmbedLink: "https://www.instagram.com/p/pagesTest/" }
      : {}),
  })),
  neighborhoods: [
    {
      title: "Arts District",
      seoDescription: "Warehouses turned dining rooms.",
      metaDescription: "Arts District food.",
      lat: 34.04,
      lng: -118.23,
    },
  ],
});

export async function seedPages() {
  const db = createDb(env.DB);
  await seedDataset(db, pagesDataset);
  return db;
}

/** The Italian names in ranked order: most lists first, ties by name. */
export function italianRanking(): string[] {
  return [...italians]
    .sort((a, b) => (b.sources as string[]).length - (a.sources as string[]).length || a.name.localeCompare(b.name))
    .map((r) => r.name);
}

export async function fetchPage(path: string) {
  const response = await SELF.fetch(`https://example.com${path}`, { redirect: "manual" });
  return { response, html: response.status === 200 || response.status === 404 ? await response.text() : "" };
}

/** A redirect's target as path + query. */
export function locationOf(response: Response): string {
  const location = new URL(response.headers.get("Location") ?? "", "https://example.com");
  return location.pathname + location.search;
}
