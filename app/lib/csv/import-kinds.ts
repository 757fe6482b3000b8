/** What an admin can import, and how (shared by the upload form, the action and the consumer). */
export const IMPORT_KINDS = ["edition", "instagram", "neighborhoods", "restaurants"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** upsert: add and update by slug; replace: the file becomes the whole list; reset: the shipped list. */
export const IMPORT_MODES = ["upsert", "replace", "reset"] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** A list edition is drafted in small steps and switched in a short batch, so it can be long; other kinds apply in one
 * batch that grows with the file, bounded by how long it may stall the site (decisions 001 and 027). */
export type ImportLimits = { rows: number; bytes: number };
const MB = 1024 * 1024;
const ONE_BATCH: ImportLimits = { rows: 1_000, bytes: MB };
export const IMPORT_LIMITS: Record<ImportKind, ImportLimits> = {
  edition: { rows: 100_000, bytes: 10 * MB },
  instagram: ONE_BATCH,
  neighborhoods: ONE_BATCH,
  restaurants: ONE_BATCH,
};
/** The largest upload of any kind: what the edge lets through before the form says which kind it is. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(IMPORT_LIMITS).map((l) => l.bytes));

export const KIND_LABELS: Record<ImportKind, string> = {
  edition: "A list edition (CSV of the places on it)",
  instagram: "Restaurant Instagram info (CSV)",
  neighborhoods: "Neighborhood descriptions (CSV)",
  restaurants: "Ranked restaurant list (CSV or JSON)",
};

/** Only the restaurant list can be replaced or reset; the others only update. */
export function modesFor(kind: ImportKind): ImportMode[] {
  return kind === "restaurants" ? ["upsert", "replace", "reset"] : ["upsert"];
}

/** The file types each upload's picker offers: CSV for every kind, .xlsx too for Instagram, JSON for the restaurant list. */
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
