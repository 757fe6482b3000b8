import type { Db } from "~/db/client.server";
import { MESSAGES } from "~/lib/csv/import-messages";
import { JsonArraySyntaxError } from "~/lib/csv/json-array";
import { CsvSyntaxError } from "~/lib/csv/record-reader";
import {
  finishImportStatement,
  MAX_REJECTED_ROWS,
  progressStatement,
  type ImportResult,
} from "~/models/import-jobs.server";
import { previewReadyStatement } from "~/models/import-preview.server";
import {
  clearEarlierAttemptsStatements,
  clearOwnStagingStatements,
  ROWS_PER_STAGING_STATEMENT,
  stageRowsStatement,
  type JobScope,
  type StagedRow,
} from "~/models/import-staging.server";
import { chunk, runBatch } from "~/models/batch.server";
import { ImportFileError, plural, type Importer, type ImportOutcome, type ImportSummary } from "./importer";
import { yieldToRequests } from "./pause";
import { countRecords, inChunks, type RecordSource } from "./record-source";
import { sweepLeftovers } from "./sweep";

/** Rows validated and staged per D1 round trip (one batch of a few JSON-parameter statements). */
const ROWS_PER_CHUNK = 500;

/** Prepares a preview, changing nothing a reader sees: counts rows (up to maxRows), stages them in chunks, lets
 * the importer decide, stops at 'ready'. Every statement is guarded by this claim, so duplicates change nothing. */
export async function runImport<Row>(db: Db, scope: JobScope, importer: Importer<Row>, source: RecordSource) {
  let outcome: ImportOutcome;
  let summary: StagingSummary = { rowsTotal: 0, rowsDone: 0, staged: 0, skipped: 0, rejected: [], rejectedCount: 0 };
  try {
    await runBatch(db, clearEarlierAttemptsStatements(db, scope));
    summary.rowsTotal = await countRecords(source);
    await progressStatement(db, scope, 0, summary.rowsTotal).run();
    if (summary.rowsTotal > importer.maxRows)
      throw new ImportFileError(tooManyRows(summary.rowsTotal, importer.maxRows));
    summary = await stageRows(db, scope, importer, source, summary);
    outcome = summary.headerProblem
      ? { level: "error", message: summary.headerProblem, rejected: [], preview: null }
      : importer.strict && summary.rejectedCount > 0
        ? strictFailure(summary)
        : await importer.finish(db, scope, summary);
  } catch (error) {
    if (!(
      error instanceof CsvSyntaxError ||
      error instanceof JsonArraySyntaxError ||
      error instanceof ImportFileError
    )) {
      throw error;
    }
    outcome = { level: "error", message: MESSAGES.processingError(error.message), rejected: [], preview: null };
  }
  const result: ImportResult = {
    level: outcome.level,
    message: outcome.message,
    rowsDone: summary.rowsDone,
    rowsTotal: summary.rowsTotal,
    rejected: outcome.rejected,
  };
  const ready = outcome.preview && { ...outcome.preview, done: outcome.message };
  const results = await runBatch(
    db,
    ready
      ? [previewReadyStatement(db, scope, result, ready)]
      : [...clearOwnStagingStatements(db, scope), finishImportStatement(db, scope, result)],
  );
  // False for a claim that no longer owned the job: its preview or result was not recorded.
  const landed = (results.at(-1)?.meta.changes ?? 0) > 0;
  if (ready && !landed) await runBatch(db, clearOwnStagingStatements(db, scope));
  await sweepLeftovers(db);
  return { ...result, landed };
}

type StagingSummary = ImportSummary & { headerProblem?: string };

async function stageRows<Row>(
  db: Db,
  scope: JobScope,
  importer: Importer<Row>,
  source: RecordSource,
  summary: ImportSummary,
): Promise<StagingSummary> {
  let seq = 0;
  let headersChecked = false;
  for await (const { records, headers } of inChunks(source, ROWS_PER_CHUNK)) {
    if (!headersChecked) {
      headersChecked = true;
      const problem = importer.checkHeaders(headers);
      if (problem) return { ...summary, headerProblem: problem };
    }
    const rows: StagedRow<Row>[] = [];
    for (const record of records) {
      summary.rowsDone++;
      const outcome = importer.read(record);
      if (outcome === null) summary.skipped++;
      else if (!outcome.ok) {
        summary.rejectedCount++;
        if (summary.rejected.length < MAX_REJECTED_ROWS)
          summary.rejected.push({ line: record.line, reason: outcome.reason });
      } else rows.push({ seq: seq++, line: record.line, key: outcome.key, payload: outcome.row });
    }
    // A strict import that has already failed keeps reading only to report every bad row.
    const stage = importer.strict && summary.rejectedCount > 0 ? [] : rows;
    summary.staged += stage.length;
    await runBatch(db, [
      ...chunk(stage, ROWS_PER_STAGING_STATEMENT).map((part) =>
        importer.stage ? importer.stage(db, scope, part) : stageRowsStatement(db, scope, part),
      ),
      progressStatement(db, scope, summary.rowsDone, summary.rowsTotal),
    ]);
    await yieldToRequests();
  }
  return summary;
}

function tooManyRows(rows: number, max: number): string {
  return `the file has ${plural(rows, "row")}; at most ${max.toLocaleString("en-US")} can be imported at once. Split it into smaller files. Nothing was changed.`;
}

function strictFailure(summary: ImportSummary): ImportOutcome {
  const [first] = summary.rejected;
  const more = summary.rejectedCount - 1;
  const reason = `line ${first.line}: ${first.reason}${more > 0 ? ` (and ${plural(more, "more invalid row")})` : ""}. Nothing was changed.`;
  return { level: "error", message: MESSAGES.processingError(reason), rejected: summary.rejected, preview: null };
}
