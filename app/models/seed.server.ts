import type { Db } from "~/db/client.server";
import { newestRestaurants, restaurants } from "~/db/schema.server";
import { dedupeRestaurants, toRestaurantRow, type RestaurantInput } from "~/lib/restaurant-record";
import { neighborhoodSlug } from "~/lib/slug";
import { runBatch } from "./batch.server";
import { upsertGazetteer, type PlaceInput, type ZipInput } from "./gazetteer.server";
import { neighborhoodUpsertStatements, setDataMetaStatement, upsertTrustedSources } from "./reference-data.server";
import { upsertRestaurants } from "./restaurant-upsert.server";

export type SourceInput = {
  name: string;
  displayName: string;
  badge: string;
  baseUrl: string;
  listUrl: string;
  sortOrder: number;
};
export type NeighborhoodInput = { title: string; seoDescription: string; metaDescription: string; lat: number; lng: number };

/** Everything that ships in data/: see scripts/lib/dataset.ts for how it is read. */
export type Dataset = {
  sources: SourceInput[];
  restaurants: RestaurantInput[];
  newest: RestaurantInput[];
  neighborhoods: NeighborhoodInput[];
  gazetteer: { zips: ZipInput[]; cities: { name: string; state: string; lat: number; lng: number }[] };
};

export function toRestaurantRows(inputs: RestaurantInput[]) {
  return dedupeRestaurants(inputs.map(toRestaurantRow).filter((row) => row.name));
}

/** Idempotent: a second run with the same data changes no row (counts of changed rows are returned). */
export async function seedDataset(db: Db, data: Dataset) {
  await upsertTrustedSources(
    db,
    data.sources.map((s) => ({
      name: s.name,
      displayName: s.displayName,
      badge: s.badge,
      baseUrl: s.baseUrl,
      citySpecificUrl: s.listUrl,
      isActive: true,
      sortOrder: s.sortOrder,
    })),
  );
  const changedRestaurants = await upsertRestaurants(db, restaurants, toRestaurantRows(data.restaurants));
  const changedNewest = await upsertRestaurants(db, newestRestaurants, toRestaurantRows(data.newest));
  const neighborhoodRows = data.neighborhoods.map((n) => ({
    slug: neighborhoodSlug(n.title),
    title: n.title,
    seoDescription: n.seoDescription,
    metaDescription: n.metaDescription,
  }));
  const places: PlaceInput[] = [
    ...data.gazetteer.cities.map((c) => ({ ...c, kind: "city" as const })),
    ...data.neighborhoods.map((n) => ({ name: n.title, kind: "neighborhood" as const, state: "CA", lat: n.lat, lng: n.lng })),
  ];
  await upsertGazetteer(db, data.gazetteer.zips, places);
  const changed = changedRestaurants + changedNewest > 0;
  await runBatch(db, [
    ...neighborhoodUpsertStatements(db, neighborhoodRows),
    ...(changed ? [setDataMetaStatement(db, "data_updated_at", new Date().toISOString())] : []),
  ]);
  return { restaurants: changedRestaurants, newest: changedNewest };
}
