/** What an admin can import, and how (shared by the upload form, the action and the consumer). */
export const IMPORT_KINDS = ["edition", "instagram", "neighborhoods", "restaurants", "newest"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** upsert: add and update by slug; replace: the file becomes the whole list; reset: the shipped list. */
export const IMPORT_MODES = ["upsert", "replace", "reset"] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/**
 * An import's rows reach the live tables in one D1 batch (all or nothing), and local D1 runs it on
 * workerd's only thread: the rows a file may carry are bounded by how long that batch may stall the
 * site. See docs/decisions/001-import-size-limit.md; the byte limit leaves room for that many full rows.
 */
export const MAX_IMPORT_ROWS = 1_000;
export const MAX_UPLOAD_BYTES = 1024 * 1024;

export const KIND_LABELS: Record<ImportKind, string> = {
  edition: "A list edition (CSV of the places on it)",
  instagram: "Restaurant Instagram info (CSV)",
  neighborhoods: "Neighborhood descriptions (CSV)",
  restaurants: "Ranked restaurant list (CSV or JSON)",
  newest: "New & Rising restaurants (CSV or JSON)",
};

/** Only the two restaurant lists can be replaced or reset; the others only update. */
export function modesFor(kind: ImportKind): ImportMode[] {
  return kind === "restaurants" || kind === "newest" ? ["upsert", "replace", "reset"] : ["upsert"];
}

/** The file types the picker offers (spec section 5: .csv, .xlsx and text/csv for Instagram). */
export function acceptAttribute(kind: ImportKind): string {
  if (kind === "neighborhoods" || kind === "edition") return ".csv,text/csv";
  if (kind === "instagram") return ".csv,.xlsx,text/csv";
  return ".csv,.json,text/csv,application/json";
}

export type FileFormat = "csv" | "json";

export function fileFormatOf(fileName: string): FileFormat {
  return /\.json$/i.test(fileName) ? "json" : "csv";
}

export function isImportKind(value: unknown): value is ImportKind {
  return IMPORT_KINDS.includes(value as ImportKind);
}
