import Papa from "papaparse";

/** Characters that make a spreadsheet read a cell as a formula (OWASP's list, plus full-width forms). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

type Cell = string | number | boolean | null | undefined;

/** Written by papaparse: formula-like text gets a leading apostrophe, numbers stay numbers, lines end in CRLF. */
export function toCsv(headers: string[], rows: Cell[][]): string {
  const data = rows.map((row) => row.map((v) => (typeof v === "number" && !Number.isFinite(v) ? null : v)));
  return `${Papa.unparse({ fields: headers, data }, { escapeFormulae: FORMULA_START, newline: "\r\n" })}\r\n`;
}
