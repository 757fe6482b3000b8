import { createCsvParser } from "./csv-parser";
import { isEmptyRecord, normalizeHeader, toSourceRecord, type SourceRecord } from "./headers";
import type { FileFormat } from "./import-kinds";
import { createJsonArrayParser, jsonItemToRecord } from "./json-array";

/**
 * Turns a file's text, fed in chunks, into importer rows: for CSV the first record is the header
 * row; for JSON each array item is one row. Rows whose values are all blank are skipped.
 */
export function createRecordReader(format: FileFormat) {
  const csv = format === "csv" ? createCsvParser() : null;
  const json = format === "json" ? createJsonArrayParser() : null;
  let headers: string[] | null = null;

  function toRecords(batch: { line: number; fields?: string[]; value?: unknown }[]): SourceRecord[] {
    const out: SourceRecord[] = [];
    for (const item of batch) {
      let record: SourceRecord;
      if (item.fields) {
        if (!headers) {
          headers = item.fields.map(normalizeHeader);
          continue;
        }
        record = toSourceRecord(headers, item.fields, item.line);
      } else record = jsonItemToRecord({ line: item.line, value: item.value }) ?? { line: item.line, values: {} };
      if (!isEmptyRecord(record.values) || !item.fields) out.push(record);
    }
    return out;
  }

  return {
    /** The CSV's normalised headers once the first line is read (null for JSON). */
    get headers(): string[] | null {
      return headers;
    },
    push(text: string): SourceRecord[] {
      return toRecords(csv ? csv.push(text) : json!.push(text));
    },
    end(): SourceRecord[] {
      return toRecords(csv ? csv.end() : json!.end());
    },
  };
}

/** Reads a whole text at once (tests, small files). */
export function readRecords(text: string, format: FileFormat = "csv"): SourceRecord[] {
  const reader = createRecordReader(format);
  return [...reader.push(text), ...reader.end()];
}
