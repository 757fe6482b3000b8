import { IMPORT_LIMITS } from "~/lib/csv/import-kinds";
import { MESSAGES } from "~/lib/csv/import-messages";
import { neighborhoodColumn, readNeighborhoodRecord } from "~/lib/csv/neighborhood-rows";
import { createKeyDeduper } from "~/lib/csv/row-deduper";
import { upsertNeighborhoodsFromStagingStatement } from "~/models/import-apply.server";
import { plural, type Importer } from "../importer";

const LISTED_SLUGS = 50;

/** Neighborhood descriptions, upserted on slug. */
export function neighborhoodsImporter(): Importer {
  const isFirst = createKeyDeduper();
  const slugs: string[] = [];
  return {
    strict: false,
    maxRows: IMPORT_LIMITS.neighborhoods.rows,
    checkHeaders: (headers) =>
      headers && (!neighborhoodColumn(headers) || !headers.includes("seo description"))
        ? `${MESSAGES.noValidNeighborhoods}\nThe file needs a 'neighborhood' column and a 'seo_description' column.`
        : null,
    read(record) {
      const outcome = readNeighborhoodRecord(record.values);
      if (!outcome?.ok) return outcome;
      if (!isFirst(outcome.key)) return null;
      if (slugs.length < LISTED_SLUGS) slugs.push(outcome.key);
      return outcome;
    },
    async finish(_db, _scope, summary) {
      if (summary.staged === 0) {
        return { level: "warning", message: MESSAGES.noValidNeighborhoods, rejected: summary.rejected, preview: null };
      }
      const more = summary.staged - slugs.length;
      const details = [
        `Slugs: ${slugs.join(", ")}${more > 0 ? ` and ${more} more` : ""}`,
        summary.rejectedCount ? `Skipped ${plural(summary.rejectedCount, "row")} (see below).` : "",
      ].filter(Boolean);
      return {
        level: summary.rejectedCount ? "warning" : "success",
        message: [MESSAGES.neighborhoodsUploaded(summary.staged), ...details].join("\n"),
        rejected: summary.rejected,
        preview: {
          summary: [`Would add or update ${plural(summary.staged, "neighborhood description")}.`, ...details].join(
            "\n",
          ),
        },
      };
    },
    switchOver: (db, scope) => [upsertNeighborhoodsFromStagingStatement(db, scope)],
  };
}
