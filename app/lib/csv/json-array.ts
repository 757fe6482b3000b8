import { normalizeHeader, type SourceRecord } from "./headers";

/** A JSON upload that does not parse, or is not an array; the message names where, as the engine does. */
export class JsonArraySyntaxError extends Error {}

/** Only the restaurant list takes JSON, and its files stop at 1 MB (decision 001), so the text is parsed whole. */
export function parseJsonArray(text: string): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new JsonArraySyntaxError(`The JSON file cannot be read (${(error as Error).message}).`);
  }
  if (!Array.isArray(value)) throw new JsonArraySyntaxError("The JSON file must be an array of restaurants.");
  return value;
}

/** Items as importer rows, each numbered by its place in the array (an item that is not an object has no values). */
export function jsonRecords(items: readonly unknown[]): SourceRecord[] {
  return items.map((value, index) => ({ line: index + 1, values: jsonValues(value) }));
}

/** Keys normalised like CSV headers, arrays joined 'A, B, C'. */
function jsonValues(value: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (!value || typeof value !== "object" || Array.isArray(value)) return values;
  for (const [key, raw] of Object.entries(value)) {
    const header = normalizeHeader(key);
    if (header in values) continue;
    if (Array.isArray(raw)) values[header] = raw.filter((v) => typeof v === "string").join(", ");
    else if (typeof raw === "string" || typeof raw === "number" || typeof raw === "boolean")
      values[header] = String(raw);
    else values[header] = "";
  }
  return values;
}
