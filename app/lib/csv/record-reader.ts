import Papa, { type ParseError } from "papaparse";
import { isEmptyRecord, normalizeHeader, toSourceRecord, type SourceRecord } from "./headers";
import type { FileFormat } from "./import-kinds";
import { jsonRecords, parseJsonArray } from "./json-array";

/** A CSV that cannot be read (a quote that never closes, or text after a closing quote), naming the line. */
export class CsvSyntaxError extends Error {}

type CsvRecord = { line: number; fields: string[] };
type CsvFormat = { delimiter: "," | "\t"; newline: "\r\n" | "\r" | "\n" };

function countLineBreaks(text: string): number {
  return text.match(/\r\n|\r|\n/g)?.length ?? 0;
}

/** Tab if the first line has one, else comma, with its line break; null while a final "\r" may yet meet "\n". */
function detectFormat(text: string, final: boolean): CsvFormat | null {
  const end = text.search(/[\r\n]/);
  if (!final && (end === -1 || (text[end] === "\r" && end === text.length - 1))) return null;
  if (end === -1) return { delimiter: text.includes("\t") ? "\t" : ",", newline: "\n" };
  const newline = text.startsWith("\r\n", end) ? "\r\n" : text[end] === "\r" ? "\r" : "\n";
  return { delimiter: text.slice(0, end).includes("\t") ? "\t" : ",", newline };
}

function syntaxError(error: ParseError, line: number): CsvSyntaxError {
  const problem =
    error.code === "MissingQuotes"
      ? "never closes"
      : 'has text after its closing quote (write a quote inside it as "")';
  return new CsvSyntaxError(`A quoted field starting on line ${line} ${problem}.`);
}

/** Papa Parse over chunked text: each push parses the held tail plus new text and holds back the last row, which may
 * continue, so the file is never held whole. Records carry their starting line. */
function createCsvParser() {
  let tail = "";
  let line = 1;
  let format: CsvFormat | null = null;

  function parse(final: boolean): CsvRecord[] {
    format ??= detectFormat(tail, final);
    if (!format) return [];
    // Papa.parse drops a byte-order mark that starts its input, so its offsets then count from the next character.
    const shift = tail.startsWith("\uFEFF") ? 1 : 0;
    const rows: { fields: string[]; errors: ParseError[]; end: number }[] = [];
    Papa.parse<string[]>(tail, {
      ...format,
      step: ({ data, errors, meta }) => rows.push({ fields: data, errors, end: meta.cursor + shift }),
    });
    if (!final) rows.pop();
    const records: CsvRecord[] = [];
    let start = 0;
    for (const { fields, errors, end } of rows) {
      const [error] = errors;
      if (error) throw syntaxError(error, line + countLineBreaks(tail.slice(start, (error.index ?? 0) + shift)));
      if (fields.length > 1 || fields[0] !== "") records.push({ line, fields });
      line += countLineBreaks(tail.slice(start, end));
      start = end;
    }
    tail = tail.slice(start);
    return records;
  }

  // Row breaks become "\n": Papa Parse splits on one kind per file, and mixed CRLF/LF must not merge rows. Quoted
  // breaks stay as written; a chunk-final "\r" waits for a possible "\n".
  let inQuotes = false;
  let heldReturn = false;
  function normalize(text: string): string {
    let out = "";
    for (const c of text) {
      if (heldReturn) {
        heldReturn = false;
        out += "\n";
        if (c === "\n") continue;
      }
      if (c === '"') inQuotes = !inQuotes;
      if (c === "\r" && !inQuotes) heldReturn = true;
      else out += c;
    }
    return out;
  }
  return {
    push(text: string): CsvRecord[] {
      tail += normalize(text);
      return parse(false);
    },
    end(): CsvRecord[] {
      if (heldReturn) tail += "\n";
      heldReturn = false;
      return parse(true);
    },
  };
}

/** Chunked text into importer rows: CSV's first record is the header, blank rows skipped; JSON items are rows. */
export function createRecordReader(format: FileFormat) {
  return format === "json" ? createJsonReader() : createCsvReader();
}

function createCsvReader() {
  const csv = createCsvParser();
  let headers: string[] | null = null;

  function toRecords(batch: CsvRecord[]): SourceRecord[] {
    const out: SourceRecord[] = [];
    for (const { line, fields } of batch) {
      if (!headers) headers = fields.map(normalizeHeader);
      else {
        const record = toSourceRecord(headers, fields, line);
        if (!isEmptyRecord(record.values)) out.push(record);
      }
    }
    return out;
  }

  return {
    /** The CSV's normalised headers once the first line is read. */
    get headers(): string[] | null {
      return headers;
    },
    push: (text: string) => toRecords(csv.push(text)),
    end: () => toRecords(csv.end()),
  };
}

/** JSON has no header row; its text is held until the end and parsed whole. */
function createJsonReader() {
  let text = "";
  return {
    headers: null,
    push(chunk: string): SourceRecord[] {
      text += chunk;
      return [];
    },
    end: () => jsonRecords(parseJsonArray(text)),
  };
}

/** Reads a whole text at once (tests, small files). */
export function readRecords(text: string, format: FileFormat = "csv"): SourceRecord[] {
  const reader = createRecordReader(format);
  return [...reader.push(text), ...reader.end()];
}
