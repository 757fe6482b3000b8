/**
 * `npm run data:check`: prints each integrity violation in data/ with its fix and exits 1 if any;
 * then the to-do list (the Data health figures), which never fails the check.
 */
import { laDay } from "~/lib/as-of";
import { checkDataset } from "~/lib/evidence/data-check";
import { dataTodo } from "~/lib/health/data-todo";
import { readShippedDataset } from "./lib/dataset";

const { restaurants, lists, gazetteer, sources } = readShippedDataset();
const violations = checkDataset({ restaurants, lists, zips: gazetteer.zips });

for (const { rule, where, fix } of violations) console.log(`✗ ${rule}: ${where}\n    ${fix}`);
const entries = lists.reduce((sum, edition) => sum + edition.entries.length, 0);

console.log("To do (not failures; the admin's Data health tab shows the same):");
for (const { label, count, names } of dataTodo({ restaurants, lists, sources }, laDay(new Date()))) {
  const shown = names.slice(0, 5).join(", ");
  console.log(`  ${label}: ${count}${count ? ` (${shown}${count > 5 ? `, and ${count - 5} more` : ""})` : ""}`);
}
console.log(
  `data:check: ${restaurants.length} restaurants, ${lists.length} list editions, ${entries} entries, ${violations.length} violations`,
);
process.exit(violations.length ? 1 : 0);
