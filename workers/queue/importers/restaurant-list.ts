import { IMPORT_LIMITS } from "~/lib/csv/import-kinds";
import { hasColumn, RESTAURANT_COLUMNS } from "~/lib/csv/headers";
import type { FileFormat } from "~/lib/csv/import-kinds";
import { LIST_NAMES, MESSAGES } from "~/lib/csv/import-messages";
import { readRestaurantRecord } from "~/lib/csv/restaurant-rows";
import { createRestaurantDeduper } from "~/lib/restaurant-record";
import {
  countListChanges,
  deleteUnlistedStatement,
  upsertListFromStagingStatement,
} from "~/models/import-apply.server";
import { errorOutcome, plural, type Importer } from "../importer";

/** Strict: one bad row refuses the file, so a list is never half replaced. Also the shipped data for 'reset'. */
export function restaurantListImporter(options: { replace: boolean; format: FileFormat }): Importer {
  const listName = LIST_NAMES.restaurants;
  const keep = createRestaurantDeduper();
  let duplicates = 0;
  return {
    strict: true,
    maxRows: IMPORT_LIMITS.restaurants.rows,
    checkHeaders: (headers) =>
      headers && !hasColumn(headers, RESTAURANT_COLUMNS.name)
        ? MESSAGES.processingError("the file has no 'Restaurant Name' column. Nothing was changed.")
        : null,
    read(record) {
      const outcome = readRestaurantRecord(record.values);
      if (!outcome?.ok) return outcome;
      const row = keep(outcome.row);
      if (!row) duplicates++;
      return row ? { ok: true, key: row.slug, row } : null;
    },
    async finish(db, scope, summary) {
      if (summary.staged === 0) {
        return errorOutcome(options.format === "json" ? MESSAGES.noValidRestaurantsJson : MESSAGES.noValidRestaurants);
      }
      const { existing, removed } = await countListChanges(db, scope, options.replace);
      const counts = (removedVerb: string) =>
        [
          `${plural(summary.staged - existing, "new restaurant")}, ${plural(existing, "already listed", "already listed")}`,
          options.replace ? `${removed.toLocaleString("en-US")} ${removedVerb}` : "",
          duplicates ? `${plural(duplicates, "duplicate name")} skipped` : "",
        ]
          .filter(Boolean)
          .join("; ");
      const would = `Would import ${plural(summary.staged, "restaurant")} into ${listName}${options.replace ? ", replacing it" : ""}.`;
      return {
        level: "success",
        message: [
          MESSAGES.listImported(summary.staged, listName),
          `${counts("removed")}.`,
          MESSAGES.claimsFromEditions,
        ].join("\n"),
        rejected: [],
        preview: { summary: [would, `${counts("would be removed")}.`, MESSAGES.claimsFromEditions].join("\n") },
      };
    },
    switchOver: (db, scope) => [
      ...(options.replace ? [deleteUnlistedStatement(db, scope)] : []),
      upsertListFromStagingStatement(db, scope),
    ],
  };
}
