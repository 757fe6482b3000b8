/**
 * The D1 binding, counting what reaches it: batches sent (and their sizes), and statements run on
 * their own (each a round trip of its own). Restored by the returned function.
 */
export function countingD1(d1: D1Database) {
  const calls = { alone: 0, batches: [] as number[] };
  const statement = Object.getPrototypeOf(d1.prepare("SELECT 1")) as Record<string, unknown>;
  const originals = ["all", "raw", "first", "run"].map((name) => [name, statement[name]] as const);
  for (const [name, run] of originals) {
    statement[name] = function (this: unknown, ...args: unknown[]) {
      calls.alone++;
      return (run as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
  const counted = {
    prepare: (query: string) => d1.prepare(query),
    batch: (statements: D1PreparedStatement[]) => (calls.batches.push(statements.length), d1.batch(statements)),
  } as unknown as D1Database;
  const restore = () => originals.forEach(([name, run]) => (statement[name] = run));
  return { counted, calls, restore };
}
