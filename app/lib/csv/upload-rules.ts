import { MESSAGES } from "./import-messages";
import { IMPORT_LIMITS, type ImportKind, type ImportMode } from "./import-kinds";

type UploadCandidate = { name: string; size: number };

const EXTENSIONS: Record<ImportKind, RegExp> = {
  edition: /\.csv$/i,
  instagram: /\.(csv|tsv|txt)$/i,
  neighborhoods: /\.csv$/i,
  restaurants: /\.(csv|json)$/i,
};

/** Checks an upload before anything is stored; returns the message to show, or null when it is fine. */
export function checkUpload(file: UploadCandidate | null, kind: ImportKind, mode: ImportMode): string | null {
  if (mode === "reset") return null;
  const selectFile = kind === "restaurants" ? MESSAGES.selectCsvOrJson : MESSAGES.selectCsv;
  if (!file || !file.name) return selectFile;
  if (/\.xlsx?$/i.test(file.name) && kind !== "neighborhoods" && kind !== "edition") return MESSAGES.excelNotSupported;
  if (!EXTENSIONS[kind].test(file.name)) return selectFile;
  if (file.size === 0) return MESSAGES.emptyFile;
  if (file.size > IMPORT_LIMITS[kind].bytes) return MESSAGES.fileTooLarge(IMPORT_LIMITS[kind]);
  return null;
}

/** A storage-safe version of an uploaded file's name (the R2 key and the download name). */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|-+$/g, "")
    .slice(-100);
  return cleaned || "upload.csv";
}
