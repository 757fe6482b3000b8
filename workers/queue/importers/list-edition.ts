import { IMPORT_LIMITS } from "~/lib/csv/import-kinds";
import { hasColumn } from "~/lib/csv/headers";
import { MESSAGES } from "~/lib/csv/import-messages";
import { PREVIEW_MOVES, PREVIEW_ROWS } from "~/lib/csv/import-preview";
import { reject } from "~/lib/csv/row-outcome";
import type { EditionMeta } from "~/lib/evidence/edition-meta";
import { ENTRY_COLUMNS, readEntryRecord } from "~/lib/evidence/entry-rows";
import { runBatch } from "~/models/batch.server";
import {
  addedPlaces,
  addedPlacesStepStatements,
  countNewPlaces,
  editionSwitchOverStatements,
  lastStagedSeq,
  matchedRows,
  rankMoves,
  stageEntriesStatement,
  unplaceableRows,
  type StagedEntry,
} from "~/models/edition-import/index.server";
import { MAX_REJECTED_ROWS } from "~/models/import-jobs.server";
import { writeEditionDraft } from "../edition-draft";
import { errorOutcome, plural, type Importer } from "../importer";
import { yieldToRequests } from "../pause";

/** Staged rows of new places per step before the switch-over: short enough that requests get in between. */
const ROWS_PER_STEP = 1_000;

/** Known places become entries; an unknown one is added with a cuisine, neighborhood and street, else
 * rejected with its line and why. Written hidden in small steps; the switch-over is one short batch. */
export function listEditionImporter(meta: EditionMeta): Importer<StagedEntry> {
  const lines = new Map<string, number>();
  const ranks = new Map<number, number>();
  return {
    strict: false,
    maxRows: IMPORT_LIMITS.edition.rows,
    checkHeaders: (headers) =>
      headers && !(hasColumn(headers, ENTRY_COLUMNS.name) && hasColumn(headers, ENTRY_COLUMNS.address))
        ? MESSAGES.processingError("the file needs 'Restaurant Name' and 'Address' columns. Nothing was changed.")
        : null,
    read(record) {
      const outcome = readEntryRecord(record.values, meta);
      if (!outcome?.ok) return outcome;
      const earlier = lines.get(outcome.key);
      if (earlier) return reject(`the same place is already on line ${earlier}`);
      const rank = outcome.row.rank;
      if (rank !== null && ranks.has(rank)) return reject(`rank ${rank} is already taken on line ${ranks.get(rank)}`);
      lines.set(outcome.key, record.line);
      if (rank !== null) ranks.set(rank, record.line);
      return outcome;
    },
    stage: stageEntriesStatement,
    async finish(db, scope, summary) {
      const unplaceable = await unplaceableRows(db, scope, MAX_REJECTED_ROWS);
      const rejected = [
        ...summary.rejected,
        ...unplaceable.map((row) => ({
          line: row.line,
          reason: `'${row.name}' is not one of our restaurants; ${row.problem}`,
        })),
      ].sort((a, b) => a.line - b.line);
      const entries = summary.staged - unplaceable.length;
      if (entries === 0)
        return errorOutcome(
          MESSAGES.processingError("no row names a place we can list. Nothing was changed."),
          rejected,
        );
      if (entries > meta.declaredSize)
        return errorOutcome(
          MESSAGES.processingError(
            `${plural(entries, "place")} for a list of ${meta.declaredSize}. Nothing was changed.`,
          ),
          rejected,
        );
      const added = await countNewPlaces(db, scope);
      // Matched rows leave staging as the draft is written: the preview reads them first.
      const [matched, addedList] = await Promise.all([
        matchedRows(db, scope, PREVIEW_ROWS),
        addedPlaces(db, scope, PREVIEW_ROWS),
      ]);
      await writeEditionDraft(db, scope, meta, summary.staged);
      const { moves, movesTotal } = await rankMoves(db, scope, PREVIEW_MOVES);
      const problems = summary.rejectedCount + unplaceable.length;
      const edition = `${meta.source}, ${meta.title} (${meta.edition})`;
      const rejectedText = problems ? `; ${plural(problems, "row")} rejected (see below)` : "";
      return {
        level: problems ? "warning" : "success",
        message: [
          `${edition} is now the current edition: ${plural(entries, "place")} on it.`,
          `${plural(added, "new restaurant")} added${rejectedText}.`,
        ].join("\n"),
        rejected,
        preview: {
          summary: [
            `Would make ${edition} the list's current edition, with ${plural(entries, "place")} on it.`,
            `${plural(entries - added, "row")} matched to our restaurants; ${plural(added, "new restaurant")} would be added${rejectedText}.`,
            `${plural(movesTotal, "restaurant")} would move in the ranking.`,
          ].join("\n"),
          edition: { matched, matchedTotal: entries - added, added: addedList, addedTotal: added, moves, movesTotal },
        },
      };
    },
    async beforeSwitchOver(db, scope) {
      const last = await lastStagedSeq(db, scope);
      for (let from = 0; last !== null && from <= last; from += ROWS_PER_STEP) {
        await runBatch(db, addedPlacesStepStatements(db, scope, meta, from, from + ROWS_PER_STEP));
        await yieldToRequests();
      }
    },
    switchOver: (db, scope) => editionSwitchOverStatements(db, scope, meta),
  };
}
