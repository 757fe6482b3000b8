/** The D1 binding, logging what reaches it in order: "batch:<sql of each statement>" or "alone:<sql>". */
export function loggingD1(d1: D1Database) {
  const log: string[] = [];
  const sqlOf = new WeakMap<D1PreparedStatement, string>();
  const targetOf = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  const logged = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        if (property === "bind") return (...values: unknown[]) => logged(target.bind(...values), sql);
        const value = Reflect.get(target, property, target) as unknown;
        if (typeof value !== "function") return value;
        if (!["all", "raw", "first", "run"].includes(String(property))) return value.bind(target);
        return (...args: unknown[]) => (log.push(`alone:${sql}`), value.apply(target, args));
      },
    });
    sqlOf.set(proxy, sql);
    targetOf.set(proxy, statement);
    return proxy;
  };
  const handle = {
    prepare: (sql: string) => logged(d1.prepare(sql), sql),
    batch: (statements: D1PreparedStatement[]) => {
      log.push(`batch:${statements.map((s) => sqlOf.get(s) ?? "?").join(" | ")}`);
      return d1.batch(statements.map((s) => targetOf.get(s) ?? s));
    },
  } as unknown as D1Database;
  return { handle, log };
}
