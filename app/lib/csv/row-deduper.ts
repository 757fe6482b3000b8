/** Keeps the first occurrence of each key across a whole file read in chunks. */
export function createKeyDeduper() {
  const seen = new Set<string>();
  return (key: string): boolean => !seen.has(key) && !!seen.add(key);
}
