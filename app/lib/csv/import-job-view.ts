import type { ImportKind, ImportMode } from "./import-kinds";

/** queued → processing → ready (a preview, waiting for the admin) → applying → done; or failed, or discarded. */
export type ImportStatus = "queued" | "processing" | "ready" | "applying" | "done" | "failed" | "discarded";
export type ImportLevel = "success" | "warning" | "error";

/** What the admin UI shows of a job (the polling endpoint's JSON). */
export type ImportJobView = {
  id: string;
  kind: ImportKind;
  mode: ImportMode;
  status: ImportStatus;
  fileName: string;
  fileSize: number;
  hasFile: boolean;
  createdAt: string;
  finishedAt: string | null;
  rowsDone: number;
  rowsTotal: number;
  attempts: number;
  level: ImportLevel | null;
  /** The first line is the headline: while ready, what applying would do; while processing, why it retried. */
  message: string | null;
  rejected: { line: number; reason: string }[];
};

type JobRow = {
  id: string;
  kind: string;
  mode: string;
  status: string;
  fileKey: string;
  fileName: string;
  fileSize: number;
  createdAt: string;
  finishedAt: string | null;
  rowsDone: number;
  rowsTotal: number;
  attempts: number;
  resultLevel: string | null;
  message: string | null;
  rejected: string | null;
};

function parseRejected(value: string | null): ImportJobView["rejected"] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed)
      ? parsed.filter((r) => typeof r?.line === "number" && typeof r?.reason === "string")
      : [];
  } catch {
    return [];
  }
}

export function toImportJobView(job: JobRow, options: { withRejected?: boolean } = {}): ImportJobView {
  return {
    id: job.id,
    kind: job.kind as ImportKind,
    mode: job.mode as ImportMode,
    status: job.status as ImportStatus,
    fileName: job.fileName,
    fileSize: job.fileSize,
    hasFile: job.fileKey !== "",
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
    rowsDone: job.rowsDone,
    rowsTotal: job.rowsTotal,
    attempts: job.attempts,
    level: job.resultLevel as ImportLevel | null,
    message: job.message,
    rejected: options.withRejected === false ? [] : parseRejected(job.rejected),
  };
}

/** Nothing more happens to the job until an admin acts on it: polling it can stop. */
export const isSettled = (job: Pick<ImportJobView, "status">) =>
  job.status === "done" || job.status === "failed" || job.status === "ready" || job.status === "discarded";
