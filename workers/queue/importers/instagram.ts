import { IMPORT_LIMITS } from "~/lib/csv/import-kinds";
import { hasColumn, INSTAGRAM_COLUMNS } from "~/lib/csv/headers";
import { MESSAGES } from "~/lib/csv/import-messages";
import { readInstagramRecord } from "~/lib/csv/instagram-rows";
import { quoteValue } from "~/lib/csv/row-outcome";
import { createKeyDeduper } from "~/lib/csv/row-deduper";
import { matchInstagramNames, updateInstagramFromStagingStatement } from "~/models/import-apply.server";
import { MAX_REJECTED_ROWS } from "~/models/import-jobs.server";
import { errorOutcome, plural, type Importer } from "../importer";

/** Applied to every restaurant whose name matches; names matching none are reported as errors. */
export function instagramImporter(): Importer {
  const isFirst = createKeyDeduper();
  let duplicates = 0;
  return {
    strict: false,
    maxRows: IMPORT_LIMITS.instagram.rows,
    checkHeaders: (headers) =>
      headers && !hasColumn(headers, INSTAGRAM_COLUMNS.name)
        ? `${MESSAGES.noValidRestaurants}\nThe file needs a 'Restaurant Name' (or 'name', 'restaurant') column.`
        : null,
    read(record) {
      const outcome = readInstagramRecord(record.values);
      if (!outcome?.ok || isFirst(outcome.key)) return outcome;
      duplicates++;
      return null;
    },
    async finish(db, scope, summary) {
      const withoutInstagram = summary.skipped - duplicates;
      if (summary.staged === 0) {
        return withoutInstagram > 0
          ? { level: "warning", message: MESSAGES.noInstagramUpdates, rejected: summary.rejected, preview: null }
          : errorOutcome(MESSAGES.noValidRestaurants, summary.rejected);
      }
      const match = await matchInstagramNames(db, scope, MAX_REJECTED_ROWS);
      const unmatched = match.unmatched.map((row) => ({
        line: row.line,
        reason: `No restaurant named ${quoteValue(row.name)} in New & Rising or the ranked list`,
      }));
      const errors = summary.rejectedCount + match.unmatchedCount;
      const details = [
        match.ranked ? `Also updated ${plural(match.ranked, "restaurant")} in the ranked list.` : "",
        withoutInstagram ? `${plural(withoutInstagram, "row")} had no Instagram handle or link.` : "",
        duplicates ? `${plural(duplicates, "duplicate name")} skipped.` : "",
      ].filter(Boolean);
      const would = `Would update the Instagram handle or link of ${plural(match.newest, "New & Rising restaurant")}${errors ? `; ${plural(errors, "row")} rejected (see below)` : ""}.`;
      return {
        level: errors > 0 ? "warning" : "success",
        message: [MESSAGES.instagramUpdated(match.newest, errors), ...details].join("\n"),
        rejected: [...summary.rejected, ...unmatched].sort((a, b) => a.line - b.line),
        preview: match.newest + match.ranked > 0 ? { summary: [would, ...details].join("\n") } : null,
      };
    },
    switchOver: (db, scope) => [updateInstagramFromStagingStatement(db, scope)],
  };
}
