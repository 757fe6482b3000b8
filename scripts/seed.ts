import { countRestaurants } from "../app/models/restaurants.server";
import { seedDataset } from "../app/models/seed.server";
import { readShippedDataset } from "./lib/dataset";
import { migrateLocal, withLocalDb } from "./lib/local-env";

/** `npm run seed`: applies migrations, then upserts the shipped dataset. `--if-empty` skips a loaded DB. */
const ifEmpty = process.argv.includes("--if-empty");
migrateLocal();
await withLocalDb(async (db) => {
  if (ifEmpty && (await countRestaurants(db)) > 0) {
    console.log("seed: database already has restaurants; skipped");
    return;
  }
  const started = performance.now();
  const changed = await seedDataset(db, readShippedDataset());
  const total = await countRestaurants(db);
  console.log(
    `seed: ${total} restaurants in D1; changed ${changed.restaurants} ranked and ${changed.newest} New & Rising rows ` +
      `in ${Math.round(performance.now() - started)} ms`,
  );
});
