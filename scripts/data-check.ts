/**
 * `npm run data:check`: runs the integrity rules over the shipped dataset (data/), prints each
 * violation with its fix, and exits 1 if there is any. Places known only to their neighborhood are
 * listed as a to-do (street addresses to find), not a failure.
 */
import { checkDataset } from "~/lib/evidence/data-check";
import { placesWithoutStreetAddress } from "~/lib/evidence/data-check-locations";
import { readShippedDataset } from "./lib/dataset";

const { restaurants, lists, gazetteer } = readShippedDataset();
const violations = checkDataset({ restaurants, lists, zips: gazetteer.zips });

const toDo = placesWithoutStreetAddress(restaurants);
if (toDo.length) {
  console.log(`To do: ${toDo.length} places are known only to their neighborhood (find their street address):`);
  for (const r of toDo) console.log(`  · ${r.name} (${r.neighborhood ?? "no area"})`);
}
for (const { rule, where, fix } of violations) console.log(`✗ ${rule}: ${where}\n    ${fix}`);
const entries = lists.reduce((sum, edition) => sum + edition.entries.length, 0);
console.log(
  `data:check: ${restaurants.length} restaurants, ${lists.length} list editions, ${entries} entries, ${violations.length} violations`,
);
process.exit(violations.length ? 1 : 0);
