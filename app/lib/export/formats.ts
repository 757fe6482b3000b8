/** The formats a list exports to: each file's extension and media type. */
export const EXPORT_FORMATS = {
  kml: { label: "KML", type: "application/vnd.google-earth.kml+xml; charset=utf-8" },
  geojson: { label: "GeoJSON", type: "application/geo+json; charset=utf-8" },
  csv: { label: "CSV", type: "text/csv; charset=utf-8" },
} as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;

/** The most restaurants one export holds: a filtered view's longer lists stop at its top 2,000. */
export const EXPORT_LIMIT = 2000;

export function isExportFormat(value: string): value is ExportFormat {
  return Object.hasOwn(EXPORT_FORMATS, value);
}

/** `la-eats-ranked-saved.kml`: a file name from a few safe characters only (it goes into a header). */
export function exportFileName(name: string, format: ExportFormat): string {
  const safe =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "list";
  return `la-eats-ranked-${safe}.${format}`;
}
