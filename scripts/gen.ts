import { parseArgs } from "node:util";
import { setDataMetaStatement } from "~/models/reference-data.server";
import { publishDataMeta } from "../workers/edge/data-markers";
import { countRestaurants } from "~/models/restaurants.server";
import { upsertRestaurants } from "~/models/restaurant-upsert.server";
import { toPlaceRows, writeSources } from "~/models/seed.server";
import { generateRestaurants } from "./lib/synthetic";
import { readShippedDataset } from "./lib/dataset";
import { withLocalDb } from "./lib/local-env";
import { loadSyntheticEvidence } from "./lib/synthetic-evidence";

/**
 * `npm run gen -- --restaurants 100000 [--seed 42]`: adds synthetic restaurants to the local D1
 * (beside the curated ones), through the same upsert the seed and imports use.
 */
const { values } = parseArgs({
  options: { restaurants: { type: "string", default: "10000" }, seed: { type: "string", default: "42" } },
});
const count = Number(values.restaurants);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error("gen: --restaurants must be a whole number from 1 to 1,000,000");
  process.exit(2);
}
await withLocalDb(async (db, env) => {
  const inputs = generateRestaurants(count, Number(values.seed));
  const started = performance.now();
  await writeSources(db, readShippedDataset().sources);
  const changed = await upsertRestaurants(db, toPlaceRows(inputs));
  await loadSyntheticEvidence(db, inputs);
  const seconds = (performance.now() - started) / 1000;
  // New data: refresh the stamp that cached pages and facets are keyed on.
  await setDataMetaStatement(db, "data_updated_at", new Date().toISOString());
  await publishDataMeta(env);
  console.log(
    `gen: loaded ${changed} of ${count} synthetic restaurants in ${seconds.toFixed(1)} s ` +
      `(${Math.round(count / seconds)} rows/s); ${await countRestaurants(db)} restaurants in D1`,
  );
});
