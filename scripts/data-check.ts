/**
 * `npm run data:check`: runs the integrity rules over the shipped dataset (data/), prints each
 * violation with its fix, and exits 1 if there is any.
 */
import { checkDataset } from "~/lib/evidence/data-check";
import { readShippedDataset } from "./lib/dataset";

const { restaurants, lists, gazetteer } = readShippedDataset();
const violations = checkDataset({ restaurants, lists, zips: gazetteer.zips });

for (const { rule, where, fix } of violations) console.log(`✗ ${rule}: ${where}\n    ${fix}`);
const entries = lists.reduce((sum, edition) => sum + edition.entries.length, 0);
console.log(
  `data:check: ${restaurants.length} restaurants, ${lists.length} list editions, ${entries} entries, ${violations.length} violations`,
);
process.exit(violations.length ? 1 : 0);
