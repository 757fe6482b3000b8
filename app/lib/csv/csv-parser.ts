/** One parsed CSV record and the (1-based) line it starts on, for error messages. */
export type CsvRecord = { line: number; fields: string[] };
export type CsvDelimiter = "," | "\t";

export class CsvSyntaxError extends Error {}

/** Spec section 5: tab when the first line has one, else comma. */
export function detectDelimiter(firstLine: string): CsvDelimiter {
  return firstLine.includes("\t") ? "\t" : ",";
}

/**
 * An incremental CSV parser: feed it text in any chunk sizes, get whole records back, so a large
 * file never sits in memory at once. Quoted fields may hold delimiters, newlines and doubled quotes;
 * a leading BOM is dropped; blank lines are skipped.
 */
export function createCsvParser(options: { delimiter?: CsvDelimiter } = {}) {
  let delimiter = options.delimiter ?? null;
  let pending = "";
  let started = false;
  let fields: string[] = [];
  let field = "";
  let inQuotes = false;
  let quoteSeen = false;
  let fieldQuoted = false;
  let skipLineFeed = false;
  let lastChar = "";
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;
  let out: CsvRecord[] = [];

  function endField() {
    fields.push(field);
    field = "";
    fieldQuoted = false;
  }

  function endRecord() {
    endField();
    if (fields.length > 1 || fields[0] !== "") out.push({ line: recordLine, fields });
    fields = [];
  }

  function newline() {
    line++;
    recordLine = line;
  }

  function consume(text: string, sep: string) {
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (skipLineFeed) {
        skipLineFeed = false;
        if (ch === "\n") continue;
      }
      if (inQuotes) {
        if (quoteSeen) {
          quoteSeen = false;
          if (ch === '"') {
            field += '"';
            continue;
          }
          inQuotes = false;
        } else if (ch === '"') {
          quoteSeen = true;
          continue;
        } else {
          if (ch === "\r" || (ch === "\n" && lastChar !== "\r")) line++;
          lastChar = ch;
          field += ch;
          continue;
        }
      }
      if (ch === sep) endField();
      else if (ch === "\n" || ch === "\r") {
        endRecord();
        newline();
        skipLineFeed = ch === "\r";
      } else if (ch === '"' && field === "" && !fieldQuoted) {
        inQuotes = true;
        fieldQuoted = true;
        quoteLine = line;
        lastChar = "";
      } else field += ch;
    }
  }

  function feed(text: string) {
    if (!started && text) {
      started = true;
      if (text.startsWith("\uFEFF")) text = text.slice(1);
    }
    if (!delimiter) {
      pending += text;
      const end = pending.search(/[\r\n]/);
      if (end === -1) return;
      delimiter = detectDelimiter(pending.slice(0, end));
      text = pending;
      pending = "";
    }
    consume(text, delimiter);
  }

  return {
    get delimiter() {
      return delimiter;
    },
    /** Adds text; returns the records it completed. */
    push(text: string): CsvRecord[] {
      feed(text);
      const done = out;
      out = [];
      return done;
    },
    /** Ends the input; returns the last record. Throws on a quote that never closes. */
    end(): CsvRecord[] {
      if (!delimiter) {
        delimiter = detectDelimiter(pending);
        consume(pending, delimiter);
        pending = "";
      }
      if (inQuotes && !quoteSeen)
        throw new CsvSyntaxError(`A quoted field starting on line ${quoteLine} never closes.`);
      if (field !== "" || fields.length || fieldQuoted || quoteSeen) endRecord();
      const done = out;
      out = [];
      return done;
    },
  };
}

/** Parses a whole string (tests and small inputs). */
export function parseCsvText(text: string, options?: { delimiter?: CsvDelimiter }): CsvRecord[] {
  const parser = createCsvParser(options);
  return [...parser.push(text), ...parser.end()];
}
