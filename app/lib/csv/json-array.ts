import { normalizeHeader, type SourceRecord } from "./headers";

type JsonItem = { line: number; value: unknown };

export class JsonArraySyntaxError extends Error {}

/**
 * An incremental reader for a JSON array of objects: it returns each top-level item as soon as it
 * is complete, so a large upload is never parsed as one value.
 */
export function createJsonArrayParser() {
  let state: "start" | "between" | "item" | "end" = "start";
  let item = "";
  let depth = 0;
  let inString = false;
  let escaped = false;
  let line = 1;
  let itemLine = 1;
  let items = 0;
  let out: JsonItem[] = [];

  function complete() {
    try {
      out.push({ line: itemLine, value: JSON.parse(item) });
    } catch {
      throw new JsonArraySyntaxError(`The item starting on line ${itemLine} is not valid JSON.`);
    }
    item = "";
  }

  function step(ch: string) {
    if (state === "item") {
      if (inString) {
        if (escaped) escaped = false;
        else if (ch === "\\") escaped = true;
        else if (ch === '"') inString = false;
      } else if (ch === '"') inString = true;
      else if (ch === "{" || ch === "[") depth++;
      else if (depth > 0 && (ch === "}" || ch === "]")) depth--;
      else if (depth === 0 && (ch === "," || ch === "]")) {
        complete();
        state = ch === "]" ? "end" : "between";
        return;
      }
      item += ch;
      return;
    }
    if (/\s/.test(ch) || (ch === "\uFEFF" && state === "start")) return;
    if (state === "start") {
      if (ch !== "[") throw new JsonArraySyntaxError("The JSON file must be an array of restaurants.");
      state = "between";
    } else if (state === "between") {
      // Only an empty array may close here: after an item, 'between' follows a comma.
      if (ch === "]" && items === 0) state = "end";
      else if (ch === "," || ch === "]") throw new JsonArraySyntaxError(`Unexpected '${ch}' on line ${line}.`);
      else {
        state = "item";
        items++;
        itemLine = line;
        item = "";
        step(ch);
      }
    } else throw new JsonArraySyntaxError(`Unexpected text after the array on line ${line}.`);
  }

  return {
    push(text: string): JsonItem[] {
      for (const ch of text) {
        step(ch);
        if (ch === "\n") line++;
      }
      const done = out;
      out = [];
      return done;
    },
    end(): JsonItem[] {
      if (state !== "end") throw new JsonArraySyntaxError("The JSON file ends before its array closes.");
      const done = out;
      out = [];
      return done;
    },
  };
}

/** A JSON item as an importer row: keys normalised like CSV headers, arrays joined 'A, B, C'. */
export function jsonItemToRecord(item: JsonItem): SourceRecord | null {
  const { value, line } = item;
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const values: Record<string, string> = {};
  for (const [key, raw] of Object.entries(value)) {
    const header = normalizeHeader(key);
    if (header in values) continue;
    if (Array.isArray(raw)) values[header] = raw.filter((v) => typeof v === "string").join(", ");
    else if (typeof raw === "string" || typeof raw === "number" || typeof raw === "boolean")
      values[header] = String(raw);
    else values[header] = "";
  }
  return { line, values };
}
