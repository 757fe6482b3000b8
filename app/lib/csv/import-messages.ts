import type { ImportKind, ImportLimits } from "./import-kinds";

/** What an admin's upload says, word for word, for every kind of import. */
export const MESSAGES = {
  selectCsv: "Please select a CSV file",
  selectCsvOrJson: "Please select a CSV or JSON file",
  excelNotSupported:
    "Excel files (.xlsx) can't be read here. In Excel or Google Sheets, save the sheet as CSV (File → Save As / Download → CSV) and upload that.",
  emptyFile: "The file is empty.",
  fileTooLarge: (limit: ImportLimits) =>
    `The file is larger than ${Math.round(limit.bytes / 1024 / 1024)} MB. Split it into smaller files of at most ${limit.rows.toLocaleString("en-US")} rows.`,
  notText: "This file doesn't look like a text CSV file. Save it as CSV and try again.",
  notUtf8:
    "This file isn't saved as UTF-8, so accented names (Café, Zürich) would come out garbled. Nothing was imported. In Excel, choose File › Save As › 'CSV UTF-8 (Comma delimited)'; in Numbers or Google Sheets, export as CSV (both write UTF-8). Then upload it again.",
  noValidRestaurants: "No valid restaurants found in the CSV file.",
  noValidRestaurantsJson: "No valid restaurants found in the JSON file.",
  noInstagramUpdates: "No newest restaurants found with Instagram embed links or handles to update.",
  instagramUpdated: (count: number, errors: number) =>
    `Successfully updated ${count} newest restaurants with Instagram embed links!` +
    (errors > 0 ? ` (${errors} errors occurred)` : ""),
  instagramFailed: (errors: string) => `Failed to update newest restaurants. Errors: ${errors}`,
  processingError: (reason: string) => `Error processing file: ${reason}`,
  noValidNeighborhoods: "No valid neighborhood descriptions found in the CSV file",
  neighborhoodsUploaded: (count: number) => `Successfully uploaded ${count} neighborhood descriptions`,
  neighborhoodsFailed: "Failed to upload neighborhood descriptions",
  listImported: (count: number, list: string) => `Successfully imported ${count} restaurants into ${list}.`,
  claimsFromEditions:
    "A restaurant's lists come from dated list editions, not from a Sources column: new places count 0 lists until an edition names them.",
  listFailed: (list: string) => `Failed to import ${list}.`,
} as const;

export const LIST_NAMES = {
  restaurants: "the ranked list",
  edition: "the list edition",
} as const;

/** What the admin reads when every retry failed (the dead-letter queue's verdict). */
export function failureMessage(kind: string, reason: string): string {
  const detail = `${reason} The file is kept; upload it again to retry.`;
  if (kind === "instagram") return MESSAGES.instagramFailed(detail);
  if (kind === "neighborhoods") return `${MESSAGES.neighborhoodsFailed}\n${detail}`;
  const list = LIST_NAMES[kind as Exclude<ImportKind, "instagram" | "neighborhoods">];
  return list ? `${MESSAGES.listFailed(list)}\n${detail}` : detail;
}
