import type { Db } from "~/db/client.server";
import type { SourceRecord } from "~/lib/csv/headers";
import type { ImportPreview } from "~/lib/csv/import-preview";
import type { RowOutcome } from "~/lib/csv/row-outcome";
import type { ImportResultLevel, RejectedRow } from "~/models/import-jobs.server";
import type { JobScope, StagedRow } from "~/models/import-staging.server";

/** What the first pass over a file found, handed to the importer to decide the result. */
export type ImportSummary = {
  rowsTotal: number;
  rowsDone: number;
  /** Rows written to staging (valid, first of their key). */
  staged: number;
  /** Valid rows with nothing to apply (e.g. no Instagram value). */
  skipped: number;
  rejected: RejectedRow[];
  rejectedCount: number;
};

/** A file's effect: level, message, rejected rows and the preview (null: nothing to apply, the job ends). */
export type ImportOutcome = {
  level: ImportResultLevel;
  message: string;
  rejected: RejectedRow[];
  preview: Omit<ImportPreview, "done"> | null;
};

/** One import kind: how a row is read, and how the staged rows reach the live tables. */
export interface Importer<Row = unknown> {
  /** Strict importers refuse the whole file when any row is rejected (list uploads can replace data). */
  strict: boolean;
  /** A longer file is refused before anything is staged (IMPORT_LIMITS). */
  maxRows: number;
  /** A message when the file's columns cannot work at all (null when they can). */
  checkHeaders(headers: string[] | null): string | null;
  /** Validates and de-duplicates one row; null skips it quietly. */
  read(record: SourceRecord): RowOutcome<Row>;
  /** The statement that stages a chunk of the rows read: a kind with a typed staged row writes it through its
   * model; the others leave it out and share import_staging's JSON rows (stageRowsStatement). */
  stage?(db: Db, scope: JobScope, rows: StagedRow<Row>[]): D1PreparedStatement;
  finish(db: Db, scope: JobScope, summary: ImportSummary): Promise<ImportOutcome>;
  /** Work done in small steps once an admin applies the preview, none of it visible before the switch-over. */
  beforeSwitchOver?(db: Db, scope: JobScope): Promise<void>;
  /** The statements that apply the staged rows (and an edition's draft), run once an admin applies the preview. */
  switchOver(db: Db, scope: JobScope): D1PreparedStatement[];
}

/** A problem with the file itself: reported as 'Error processing file: …', never retried. */
export class ImportFileError extends Error {}

export const errorOutcome = (message: string, rejected: RejectedRow[] = []): ImportOutcome => ({
  level: "error",
  message,
  rejected,
  preview: null,
});

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

/** For a job this Worker cannot handle: it fails with the reason and changes nothing. */
export function errorImporter(message: string): Importer {
  return {
    strict: false,
    maxRows: Number.MAX_SAFE_INTEGER,
    checkHeaders: () => message,
    read: () => null,
    finish: async () => errorOutcome(message),
    switchOver: () => [],
  };
}
