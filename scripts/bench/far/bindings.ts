/**
 * Runs inside workerd in front of the bench Worker (see modules.ts), giving it D1 and KV with a far
 * POP's round trips, or on request a D1 that answers from a recording. Standalone (no imports): it is
 * transpiled on its own and loaded beside the frozen bundle.
 */
export type FarDelays = { d1: number; kvMiss: number; kvHit: number };
type Sleep = (ms: number) => Promise<void>;
type Method = (...args: unknown[]) => Promise<unknown>;

const wait: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The local call, then the trip back: its length may depend on the answer (a KV hit or miss). */
async function roundTrip<T>(sleep: Sleep, call: () => Promise<T>, delay: (answer: T | undefined) => number) {
  let answer: T;
  try {
    answer = await call();
  } catch (error) {
    await sleep(delay(undefined));
    throw error;
  }
  await sleep(delay(answer));
  return answer;
}

function forward(target: object, name: string, args: unknown[]): Promise<unknown> {
  return (Reflect.get(target, name) as Method).apply(target, args);
}

/** What a D1 call asked: its method, its statements (query and bound values) and the method's arguments. */
type Asked = { method: string; statements: [query: string, values: unknown[]][]; args: unknown[] };
/** What a wrapped D1 does around each call to the database (a far trip, a recording). */
type Around = <T>(asked: Asked, call: () => Promise<T>) => Promise<T>;

class WrappedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    readonly query: string,
    readonly values: unknown[],
    private readonly around: Around,
  ) {}
  bind(...values: unknown[]) {
    return new WrappedStatement(this.inner.bind(...values), this.query, values, this.around);
  }
  private call(method: string, args: unknown[]) {
    const asked: Asked = { method, statements: [[this.query, this.values]], args };
    return this.around(asked, () => forward(this.inner, method, args));
  }
  first(...args: unknown[]) {
    return this.call("first", args);
  }
  run(...args: unknown[]) {
    return this.call("run", args);
  }
  all(...args: unknown[]) {
    return this.call("all", args);
  }
  raw(...args: unknown[]) {
    return this.call("raw", args);
  }
}

type D1Like = Pick<D1Database, "prepare" | "batch">;

/** prepare() and batch() of a database or a session, each call (a batch is one) wrapped in `around`. */
function wrappedQueries(inner: D1Like, around: Around) {
  return {
    prepare: (query: string) => new WrappedStatement(inner.prepare(query), query, [], around),
    batch: (statements: unknown[]) => {
      // A statement this wrapper did not make is sent as it is, and asked as an unknown query.
      const own = statements.map((s) => (s instanceof WrappedStatement ? s : null));
      const asked: Asked = {
        method: "batch",
        statements: own.map((s): [string, unknown[]] => [s?.query ?? "", s?.values ?? []]),
        args: [],
      };
      const sent = statements.map((s, i) => own[i]?.inner ?? (s as D1PreparedStatement));
      return around(asked, () => inner.batch(sent));
    },
  };
}

/** D1 with each call, sessions' included, wrapped in `around`; exec and dump too. */
function wrappedD1(inner: D1Database, around: Around): D1Database {
  return {
    ...wrappedQueries(inner, around),
    exec: (query: string) => around({ method: "exec", statements: [[query, []]], args: [] }, () => inner.exec(query)),
    dump: () => around({ method: "dump", statements: [], args: [] }, () => inner.dump()),
    withSession: (constraint?: string) => {
      const session = inner.withSession(constraint as D1SessionConstraint);
      return { ...wrappedQueries(session, around), getBookmark: () => session.getBookmark() };
    },
  } as unknown as D1Database;
}

/** Each query, batch, exec and dump is one round trip. */
function farD1(inner: D1Database, ms: number, sleep: Sleep = wait): D1Database {
  return wrappedD1(inner, (_asked, call) => roundTrip(sleep, call, () => ms));
}

/** A read that finds nothing went on to the central store; a bulk read misses if any of its keys does. */
function found(answer: unknown, value: (one: unknown) => unknown): boolean {
  if (answer instanceof Map) return [...answer.values()].every((one) => value(one) != null);
  return answer != null && value(answer) != null;
}
const itself = (answer: unknown) => answer;
const withMetadata = (answer: unknown) => (answer as { value: unknown } | null)?.value;

/** Reads wait a hit or a miss by what they found; writes, deletes and lists go to the central store. */
function farKv(inner: KVNamespace, delays: FarDelays, sleep: Sleep = wait): KVNamespace {
  const call =
    (name: string, delay: (answer: unknown) => number) =>
    (...args: unknown[]) =>
      roundTrip(sleep, () => forward(inner, name, args), delay);
  const read = (value: (answer: unknown) => unknown) => (answer: unknown) =>
    found(answer, value) ? delays.kvHit : delays.kvMiss;
  const central = () => delays.kvMiss;
  return {
    get: call("get", read(itself)),
    getWithMetadata: call("getWithMetadata", read(withMetadata)),
    put: call("put", central),
    delete: call("delete", central),
    list: call("list", central),
  } as unknown as KVNamespace;
}

/** A read: what a recording may answer again. Anything else goes to the database every time. */
const isRead = (query: string) => /^\s*(select|with)\b/i.test(query);

/** The calls that answer with rows or a result: exec and dump are never answered from a recording. */
const ANSWERING = new Set(["first", "run", "all", "raw", "batch"]);

/**
 * D1 that answers a read it has answered before (the same statements, bound to the same values) from
 * memory, a copy as a real answer arrives: the Worker's own work with the local D1's round trip taken out.
 */
function recordedD1(inner: D1Database, answers: Map<string, unknown>): D1Database {
  return wrappedD1(inner, async (asked, call) => {
    if (!ANSWERING.has(asked.method) || !asked.statements.every(([query]) => isRead(query))) return call();
    const id = JSON.stringify(asked);
    if (!answers.has(id)) answers.set(id, await call());
    return structuredClone(answers.get(id)) as Awaited<ReturnType<typeof call>>;
  });
}

const isD1 = (value: unknown) => typeof (value as D1Database | null)?.withSession === "function";
const isKv = (value: unknown) => typeof (value as KVNamespace | null)?.getWithMetadata === "function";

/** The env with each binding as `swap` gives it back: a D1 or KV wrapped, anything else as it was. */
function swapBindings<E extends object>(env: E, swap: (value: unknown) => unknown): E {
  return Object.fromEntries(Object.entries(env).map(([name, value]) => [name, swap(value)])) as E;
}

/** The env with every D1 and KV binding far away. */
function farEnv<E extends object>(env: E, delays: FarDelays, sleep: Sleep = wait): E {
  return swapBindings(env, (value) => {
    if (isD1(value)) return farD1(value as D1Database, delays.d1, sleep);
    if (isKv(value)) return farKv(value as KVNamespace, delays, sleep);
    return value;
  });
}

/** The env with every D1 binding answering reads from its recording (recordedD1), one recording per isolate. */
function recordedEnv<E extends object>(env: E, answers: Map<string, unknown>): E {
  return swapBindings(env, (value) => (isD1(value) ? recordedD1(value as D1Database, answers) : value));
}

type Handler = (event: unknown, env: object, ctx: unknown) => unknown;

/**
 * hello-world after one simulated D1 round trip. The bench times it rather than trusting the delay,
 * because a workerd timer fires late here and the idle machine is slow to wake.
 */
export const FAR_ROUND_TRIP_PATH = "/__bench/far-d1-round-trip";
const HELLO_PATH = "/api/health";

/**
 * A request with this header gets the near bindings, so near and far are timed in turns in one
 * isolate and the miss target does not drift with the machine's speed.
 */
export const NEAR_BINDINGS_HEADER = "x-bench-near-bindings";

/**
 * A request with this header gets its own bindings but a D1 that answers a read it has answered before
 * from memory (recordedD1): the page's render without the local D1's simulated round trip.
 */
export const RECORDED_D1_HEADER = "x-bench-recorded-d1";

/**
 * The Worker's handlers (fetch, queue, scheduled…), each given the far env in place of its own; with no
 * delays (near), its own, and the recorded D1 for a request that asks for it.
 */
export function benchWorker(worker: Record<string, unknown>, delays: FarDelays | null, sleep: Sleep = wait) {
  const envs = new WeakMap<object, object>();
  const recorded = new WeakMap<object, object>();
  const answers = new Map<string, unknown>();
  const far = (env: object) => {
    if (!delays) return env;
    if (!envs.has(env)) envs.set(env, farEnv(env, delays, sleep));
    return envs.get(env)!;
  };
  const envFor = (request: Request, env: object) => {
    if (request.headers.has(NEAR_BINDINGS_HEADER)) return env;
    if (!request.headers.has(RECORDED_D1_HEADER)) return far(env);
    if (!recorded.has(env)) recorded.set(env, recordedEnv(env, answers));
    return recorded.get(env)!;
  };
  const helloAfterTrip = async (request: Request, env: object, ctx: unknown, hello: Handler) => {
    await sleep(delays?.d1 ?? 0);
    return hello(new Request(new URL(HELLO_PATH, request.url)), far(env), ctx);
  };
  return Object.fromEntries(
    Object.entries(worker).map(([name, value]) => {
      if (typeof value !== "function") return [name, value];
      const handler = value as Handler;
      if (name === "fetch")
        return [
          name,
          (request: Request, env: object, ctx: unknown) =>
            new URL(request.url).pathname === FAR_ROUND_TRIP_PATH
              ? helloAfterTrip(request, env, ctx, handler)
              : handler(request, envFor(request, env), ctx),
        ];
      return [name, (event: unknown, env: object, ctx: unknown) => handler(event, far(env), ctx)];
    }),
  );
}
