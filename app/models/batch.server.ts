import type { SQLWrapper } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "~/db/client.server";
import { d1Statement } from "./sql.server";

type Statement = BatchItem<"sqlite">;

/** D1's atomic unit (it has no BEGIN): all statements commit in order or none do. Sent as D1 statements, since
 * drizzle's batch cannot carry a raw `sql` one with parameters. */
export async function runBatch(db: Db, statements: (D1PreparedStatement | SQLWrapper)[]): Promise<D1Result[]> {
  if (!statements.length) return [];
  return db.$client.batch(statements.map((s) => ("getSQL" in s ? d1Statement(db, s) : s)));
}

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Every D1 call costs a round trip, so a loader sends all of a page's reads in one batch (readTogether). */
export type Read<T> = { statements: Statement[]; shape: (results: unknown[]) => T };

type Rows<Q extends Statement[]> = { [K in keyof Q]: Awaited<Q[K]> };
export type Values<R extends Read<unknown>[]> = { [K in keyof R]: R[K] extends Read<infer T> ? T : never };

/** A Read of these statements; `shape` gets each statement's rows, typed, in order. */
export function defineRead<Q extends Statement[], T>(statements: [...Q], shape: (rows: Rows<Q>) => T): Read<T> {
  return { statements, shape: shape as (results: unknown[]) => T };
}

/** A Read that needs no query (a branch with nothing to look up). */
export function noRead<T>(value: T): Read<T> {
  return { statements: [], shape: () => value };
}

/** Two reads as one (a model's read built from others'), each shaped from its own results. */
export function pairRead<A, B, T>(first: Read<A>, second: Read<B>, combine: (a: A, b: B) => T): Read<T> {
  const split = first.statements.length;
  return {
    statements: [...first.statements, ...second.statements],
    shape: (results) => combine(first.shape(results.slice(0, split)), second.shape(results.slice(split))),
  };
}

/** All the reads in one D1 round trip, each shaped from its own slice of the results. */
export async function readTogether<R extends Read<unknown>[]>(db: Db, reads: [...R]): Promise<Values<R>> {
  const statements = reads.flatMap((read) => read.statements);
  // drizzle's batch, unlike D1's, shapes each query's rows as its select says.
  const results = statements.length ? await db.batch(statements as [Statement, ...Statement[]]) : [];
  let offset = 0;
  return reads.map((read) => read.shape(results.slice(offset, (offset += read.statements.length)))) as Values<R>;
}

export async function readOne<T>(db: Db, read: Read<T>): Promise<T> {
  const [value] = await readTogether(db, [read]);
  return value;
}
