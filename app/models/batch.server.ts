import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "~/db/client.server";

/** D1's atomic unit: every statement commits together or none does (D1 has no BEGIN). */
export async function runBatch(db: Db, statements: BatchItem<"sqlite">[]) {
  if (!statements.length) return [];
  return db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
