import type { Db } from "~/db/client.server";
import { dedupeRestaurants, toRestaurantRow, type RestaurantInput } from "~/lib/restaurant-record";
import { neighborhoodSlug, slugify } from "~/lib/slug";
import { SOURCE_BITS, type SourceName } from "~/lib/sources";
import type { ListEditionInput } from "~/lib/evidence/types";
import { runBatch } from "./batch.server";
import { bumpDataVersionStatement } from "./data-version.server";
import {
  asOfDateStatement,
  recomputeCountsStatement,
  toEditionRecords,
  writeEditionStatements,
} from "./evidence.server";
import { formerSlugStatements } from "./former-slugs.server";
import { upsertGazetteer, type PlaceInput, type ZipInput } from "./gazetteer.server";
import { neighborhoodUpsertStatements, upsertTrustedSources } from "./reference-data.server";
import { reapplyStatusChangesStatement } from "./report-acceptance.server";
import { upsertRestaurants } from "./restaurant-upsert.server";

export type SourceInput = {
  name: SourceName;
  displayName: string;
  badge: string;
  baseUrl: string;
  listUrl: string;
  sortOrder: number;
};
export type NeighborhoodInput = {
  title: string;
  seoDescription: string;
  metaDescription: string;
  lat: number;
  lng: number;
};

/** A list edition as the dataset holds it: `list` names the list across editions (from its file name). */
export type DatasetEdition = ListEditionInput & { list: string; file?: string };

/** Everything that ships in data/: see scripts/lib/dataset.ts for how it is read. */
export type Dataset = {
  sources: SourceInput[];
  restaurants: RestaurantInput[];
  /** The evidence: every restaurant's lists come from these editions, never from a typed field. */
  lists: DatasetEdition[];
  neighborhoods: NeighborhoodInput[];
  gazetteer: { zips: ZipInput[]; cities: { name: string; state: string; lat: number; lng: number }[] };
};

export function toRestaurantRows(inputs: RestaurantInput[]) {
  return dedupeRestaurants(inputs.map(toRestaurantRow).filter((row) => row.name));
}

/** The ranked list's rows: one per place (two branches of a name are two rows, each with its own slug). */
export function toPlaceRows(inputs: RestaurantInput[]) {
  return dedupeRestaurants(
    inputs.map(toRestaurantRow).filter((row) => row.name),
    (row) => row.placeKey,
  );
}

/** The ten outlets: every list names one of them. */
export function writeSources(db: Db, sources: SourceInput[]) {
  return upsertTrustedSources(
    db,
    sources.map((s) => ({
      name: s.name,
      displayName: s.displayName,
      badge: s.badge,
      baseUrl: s.baseUrl,
      citySpecificUrl: s.listUrl,
      isActive: true,
      sortOrder: s.sortOrder,
      bit: SOURCE_BITS[s.name],
    })),
  );
}

/** Idempotent: a second run with the same data changes no row (counts of changed rows are returned). */
export async function seedDataset(db: Db, data: Dataset) {
  await writeSources(db, data.sources);
  const changedRestaurants = await upsertRestaurants(db, toPlaceRows(data.restaurants));
  // Entries, accepted closures, then every count from them, in one batch: no reader sees them apart.
  const evidence = await runBatch(db, [
    ...writeEditionStatements(db, toEditionRecords(data.lists, data.restaurants)),
    reapplyStatusChangesStatement(db),
    recomputeCountsStatement(db),
    asOfDateStatement(db),
  ]);
  const changedEvidence = evidence.filter((result) => result.meta.changes > 0).length;
  const neighborhoodRows = data.neighborhoods.map((n) => ({
    slug: neighborhoodSlug(n.title),
    title: n.title,
    seoDescription: n.seoDescription,
    metaDescription: n.metaDescription,
  }));
  const places: PlaceInput[] = [
    ...data.gazetteer.cities.map((c) => ({ ...c, kind: "city" as const })),
    ...data.neighborhoods.map((n) => ({
      name: n.title,
      kind: "neighborhood" as const,
      state: "CA",
      lat: n.lat,
      lng: n.lng,
    })),
  ];
  await upsertGazetteer(db, data.gazetteer.zips, places);
  const changed = changedRestaurants + changedEvidence > 0;
  await runBatch(db, [
    ...neighborhoodUpsertStatements(db, neighborhoodRows),
    ...formerSlugStatements(
      db,
      data.restaurants.flatMap((r) =>
        (r.formerSlugs ?? []).map((slug) => ({ slug, restaurantSlug: slugify(r.slug ?? r.name) })),
      ),
    ),
  ]);
  // A new version retires cached pages; the 'Updated' date is the evidence's as-of date (asOfDateStatement).
  if (changed) await bumpDataVersionStatement(db).run();
  return { restaurants: changedRestaurants, evidence: changedEvidence };
}
