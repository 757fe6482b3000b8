import { countRestaurants } from "~/models/restaurants.server";
import { seedDataset } from "~/models/seed.server";
import { publishDataMeta } from "../workers/edge/data-markers";
import { readShippedDataset } from "./lib/dataset";
import { withLocalDb } from "./lib/local-env";

/** `npm run seed`: applies migrations, then upserts the shipped dataset. `--if-empty` skips a loaded DB. */
const ifEmpty = process.argv.includes("--if-empty");
await withLocalDb(async (db, env) => {
  if (ifEmpty && (await countRestaurants(db)) > 0) {
    console.log("seed: database already has restaurants; skipped");
    return;
  }
  const started = performance.now();
  const changed = await seedDataset(db, readShippedDataset());
  const total = await countRestaurants(db);
  // The running Worker's edge cache reads the markers from this copy.
  await publishDataMeta(env);
  console.log(
    `seed: ${total} restaurants in D1; changed ${changed.restaurants} restaurant rows and ${changed.evidence} evidence ` +
      `statements in ${Math.round(performance.now() - started)} ms`,
  );
});
