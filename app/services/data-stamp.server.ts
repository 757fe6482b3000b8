// Relative imports: vite.config.ts loads this (through workers/load-context) before the "~" alias exists.
import { dataMetaStatement, type DataMeta } from "../models/data-meta.server";

/**
 * What every cache of data-derived output is keyed on: imports bump data_version (and the update
 * time) in their switch-over batch; the seed sets the update time. A new stamp is a new key, so
 * nothing needs purging and no reader sees a page older than the data it was told about.
 */
export function dataStamp({ version, updatedAt }: DataMeta): string {
  return `${version}-${(updatedAt && Date.parse(updatedAt)) || 0}`;
}

type D1Handle = Pick<D1Database, "prepare" | "batch">;

/**
 * What a request's D1 handle offers besides the handle itself (see stampedD1). The data markers are
 * read at most once per request: the edge cache and the loaders' labels and KV keys share them.
 */
type StampedD1 = {
  /** Give this to drizzle. */
  d1: D1Database;
  /** The markers, read at most once: alone, unless a batch already carried them. */
  dataMeta: () => Promise<DataMeta>;
  /**
   * From now on the markers are read no later than any data: the next batch carries them at its
   * head (one round trip for both), and a statement sent on its own first waits for them.
   */
  stampBeforeData: () => void;
};

const RUNS = new Set<PropertyKey>(["all", "raw", "first", "run"]);

/**
 * The request's D1 handle, able to read the data markers ahead of the page's own reads. The edge
 * cache stores a page under the markers the request read, so they must not be newer than the
 * page's data (an import landing in between would otherwise label an old page as new); reading
 * them first, or in the same batch (D1 runs a batch's statements in order, atomically), ensures it.
 * A page whose reads are one batch then costs one round trip instead of two.
 */
export function stampedD1(d1: D1Handle): StampedD1 {
  let meta: Promise<DataMeta> | undefined;
  let stampFirst = false;
  const readMarkers = () =>
    dataMetaStatement
      .prepare(d1)
      .all()
      .then((result) => dataMetaStatement.decode(result));
  const readAlone = () => (meta ??= readMarkers());
  // After the markers, whatever became of them: a failed read is reported to whoever asked for it.
  const afterMarkers = async () => {
    if (stampFirst) await readAlone().catch(() => undefined);
  };

  const unwrapped = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = new Proxy(statement, {
      get(target, property) {
        if (property === "bind") return (...values: unknown[]) => wrap(target.bind(...values));
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== "function") return value;
        if (!RUNS.has(property)) return value.bind(target);
        return async (...args: unknown[]) => {
          await afterMarkers();
          return value.apply(target, args);
        };
      },
    });
    unwrapped.set(wrapped, statement);
    return wrapped;
  };

  async function batch<T>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    const plain = statements.map((statement) => unwrapped.get(statement) ?? statement);
    if (!stampFirst || meta) {
      await afterMarkers();
      return d1.batch<T>(plain);
    }
    const sent = d1.batch([dataMetaStatement.prepare(d1), ...plain]);
    // If the batch fails, its caller gets the error and the markers are read on their own (a caller
    // may go on without the part that failed). Anything sent after this waits for `meta`, so the
    // markers still come first.
    meta = sent.then(
      ([markers]) => dataMetaStatement.decode(markers),
      () => readMarkers(),
    );
    meta.catch(() => undefined); // reported to whoever asks for the markers
    const [, ...results] = await sent;
    return results as D1Result<T>[];
  }

  return {
    d1: { prepare: (query: string) => wrap(d1.prepare(query)), batch } as unknown as D1Database,
    dataMeta: readAlone,
    stampBeforeData: () => {
      stampFirst = true;
    },
  };
}
