/** A data row keyed by normalised header, as every importer sees it (CSV or JSON alike). */
export type SourceRecord = { line: number; values: Record<string, string> };

/** Headers are matched lowercased, with underscores and runs of spaces read as one space. */
export function normalizeHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/[_\s]+/g, " ")
    .trim();
}

/** 'None', 'null' and blanks mean "no value" in an uploaded CSV. */
export function isBlankValue(value: string | undefined | null): boolean {
  if (value === undefined || value === null) return true;
  const trimmed = value.trim();
  return trimmed === "" || /^(none|null)$/i.test(trimmed);
}

/** Whether a row's values are all blank (a spreadsheet's trailing empty rows): skipped quietly. */
export function isEmptyRecord(values: Record<string, string>): boolean {
  return Object.values(values).every((value) => isBlankValue(value));
}

/** Zips a header row with a data row; extra fields without a header are ignored. */
export function toSourceRecord(headers: string[], fields: string[], line: number): SourceRecord {
  const values: Record<string, string> = {};
  headers.forEach((header, index) => {
    if (header && !(header in values)) values[header] = fields[index] ?? "";
  });
  return { line, values };
}

/** The first non-blank value among a column's aliases, trimmed; null when none. */
export function pick(values: Record<string, string>, aliases: readonly string[]): string | null {
  for (const alias of aliases) {
    const value = values[alias];
    if (!isBlankValue(value)) return value.trim();
  }
  return null;
}

/** Whether any header of the file is one of the aliases (to report a missing column up front). */
export function hasColumn(headers: readonly string[], aliases: readonly string[]): boolean {
  return aliases.some((alias) => headers.includes(alias));
}

/** The Instagram CSV's accepted column names, already normalised. */
export const INSTAGRAM_COLUMNS = {
  name: ["restaurant name", "name", "restaurant"],
  handle: ["instagram handle", "instagram", "handle"],
  link: [
    "instagram embed link",
    "instagram embed",
    "embed link",
    "embed code",
    "embed",
    "instagram post url",
    "instagram url",
    "instagram link",
    "post url",
    "post link",
    "reel url",
    "post",
  ],
  cuisine: ["cuisine"],
  neighborhood: ["neighborhood"],
  price: ["price range", "price"],
  description: ["description"],
  address: ["address"],
  website: ["website", "website url"],
  city: ["city"],
} as const;

/** The ranked list's CSV columns and the camelCase names a JSON upload may use. */
export const RESTAURANT_COLUMNS = {
  name: ["restaurant name", "name", "restaurant"],
  cuisine: ["cuisine", "primary cuisine"],
  neighborhood: ["neighborhood", "area"],
  price: ["price range", "price", "pricerange"],
  mentions: ["mentions"],
  sources: ["sources"],
  description: ["description"],
  specialties: ["specialties"],
  address: ["address"],
  website: ["website url", "website", "websiteurl"],
  phone: ["phone"],
  instagramHandle: ["instagram handle", "instagramhandle", "instagram", "handle"],
  instagramEmbedLink: ["instagram embed link", "instagramembedlink", "embed link", "instagram url"],
  reservationPlatform: ["reservation platform", "reservationplatform"],
  reservationUrl: ["reservation url", "reservationurl"],
  occasion: ["occasion"],
  rating: ["rating"],
  lat: ["latitude", "lat"],
  lng: ["longitude", "lng", "lon"],
  // A second branch of one name keeps its own address ('sichuan-impression-westwood'), as the shipped files do.
  slug: ["slug"],
} as const;
