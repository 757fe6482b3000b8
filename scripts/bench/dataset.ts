import { rmSync } from "node:fs";
import { generateRestaurants } from "../lib/synthetic";
import { DATA_VERSION_KEY, readDataMeta } from "../../app/models/data-meta.server";
import { setDataMetaStatement } from "../../app/models/reference-data.server";
import { publishDataMeta } from "../../workers/edge/data-markers";
import { countRestaurants } from "../../app/models/restaurants.server";
import { upsertRestaurants } from "../../app/models/restaurant-upsert.server";
import { seedDataset, toPlaceRows } from "../../app/models/seed.server";
import { readShippedDataset } from "../lib/dataset";
import { loadSyntheticEvidence } from "../lib/synthetic-evidence";
import { CURRENT } from "./builds";
import { withBenchDb } from "./local-db";

export const SYNTHETIC_SEED = 42;

/**
 * A fresh state folder (the bench's own, so it never touches the developer's data), migrated and
 * seeded with the curated data; returns the restaurant count.
 */
export async function createCuratedDataset(): Promise<number> {
  rmSync(CURRENT.state, { recursive: true, force: true });
  process.env.LA_EATS_STATE_DIR = CURRENT.state;
  return withBenchDb(async (db, env) => {
    await seedDataset(db, readShippedDataset());
    // As the seed does: the edge cache stores pages only under the markers KV holds.
    await publishDataMeta(env);
    return countRestaurants(db);
  });
}

/**
 * Grows the synthetic restaurants to `synthetic`, as `npm run gen` would; the generator is
 * deterministic, so only the new ones are inserted. The data version moves on, as after an import.
 */
export async function growSyntheticDataset(synthetic: number, alreadyLoaded: number): Promise<number> {
  return withBenchDb(async (db, env) => {
    const inputs = generateRestaurants(synthetic, SYNTHETIC_SEED);
    await upsertRestaurants(db, toPlaceRows(inputs.slice(alreadyLoaded)));
    await loadSyntheticEvidence(db, inputs);
    const { version } = await readDataMeta(db);
    await setDataMetaStatement(db, DATA_VERSION_KEY, String(version + 1));
    await setDataMetaStatement(db, "data_updated_at", new Date().toISOString());
    // As an import does: no page is stored in the edge cache until KV holds the new markers.
    await publishDataMeta(env);
    return countRestaurants(db);
  });
}
