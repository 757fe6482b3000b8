/** What an importer makes of one row: stage it under a key, reject it with a reason, or skip it. */
export type RowOutcome<T> = { ok: true; key: string; row: T } | { ok: false; reason: string } | null;

export const reject = (reason: string) => ({ ok: false as const, reason });
export const accept = <T>(key: string, row: T) => ({ ok: true as const, key, row });

/** Quotes a value from the file inside a message, shortened so a hostile cell cannot flood it. */
export function quoteValue(value: string, max = 60): string {
  const flat = value.replace(/\s+/g, " ").trim();
  return `'${flat.length > max ? `${flat.slice(0, max)}…` : flat}'`;
}
