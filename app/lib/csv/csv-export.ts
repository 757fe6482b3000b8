/** Characters that make a spreadsheet read a cell as a formula (OWASP's list, plus full-width forms). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * One cell of a CSV the site exports. Text that a spreadsheet would run as a formula gets a
 * leading apostrophe; cells holding a comma, quote or line break are quoted, quotes doubled.
 * Numbers stay numbers.
 */
export function toCsvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document: a header row, then one line per row, CRLF-separated as RFC 4180 asks. */
export function toCsv(headers: string[], rows: (string | number | boolean | null | undefined)[][]): string {
  return [headers, ...rows].map((row) => row.map(toCsvCell).join(",")).join("\r\n") + "\r\n";
}
