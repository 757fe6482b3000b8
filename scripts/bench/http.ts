import { Agent, request } from "node:http";
import { percentile } from "./stats";

type Sample = { status: number; ms: number; headers: Record<string, string | string[] | undefined> };
export type Latency = { p50: number; p99: number; n: number; statuses: Set<number>; edgeCache: Set<string> };
export type RequestSpec = { path: string; headers?: Record<string, string> };

/** One keep-alive socket: the one-connection figures measure the server, not connection set-up. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One GET to 127.0.0.1, timed from the first byte written to the last byte read. A kept-alive socket
 * the server closed while idle fails at once; that request is sent again on a new socket.
 */
export function timedGet(base: string, spec: RequestSpec, timeoutMs = 30_000, retried = false): Promise<Sample> {
  const url = new URL(spec.path, base);
  if (url.hostname !== "127.0.0.1") throw new Error(`bench traffic stays on 127.0.0.1, not ${url.hostname}`);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { agent, headers: spec.headers, timeout: timeoutMs }, (res) => {
      res.on("data", () => undefined);
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, headers: res.headers }),
      );
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    req.on("error", (error: NodeJS.ErrnoException) => {
      const stale = req.reusedSocket && (error.code === "ECONNRESET" || error.message === "socket hang up");
      if (stale && !retried) resolve(timedGet(base, spec, timeoutMs, true));
      else reject(error);
    });
    req.end();
  });
}

type SampleOptions = { count?: number; maxMs?: number; warmup?: number; before?: RequestSpec };

/**
 * Sequential requests on one connection, bounded by count and time; their p50 is server time seen
 * from outside (a Worker's timers stand still during CPU work). With several servers, requests
 * alternate, the order swapped each round, so they share the machine's ups and downs.
 */
export async function sampleLatencies(
  bases: string[],
  specFor: (i: number, b: number) => RequestSpec,
  { count = 150, maxMs = 8_000, warmup = 3, before }: SampleOptions = {},
): Promise<Latency[]> {
  for (let i = 0; i < warmup; i++) for (const [b, base] of bases.entries()) await timedGet(base, specFor(-1 - i, b));
  const samples = bases.map(() => ({
    times: [] as number[],
    statuses: new Set<number>(),
    edgeCache: new Set<string>(),
  }));
  const deadline = performance.now() + maxMs;
  for (let i = 0; i < count && performance.now() < deadline; i++) {
    const order = i % 2 ? bases.map((_, b) => b).reverse() : bases.map((_, b) => b);
    for (const b of order) {
      if (before) await timedGet(bases[b], before);
      const sample = await timedGet(bases[b], specFor(i, b));
      samples[b].times.push(sample.ms);
      samples[b].statuses.add(sample.status);
      const cache = sample.headers["x-edge-cache"];
      if (typeof cache === "string") samples[b].edgeCache.add(cache);
    }
  }
  return samples.map(({ times, statuses, edgeCache }) => ({
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    n: times.length,
    statuses,
    edgeCache,
  }));
}

/** The body of one GET as text (for link discovery and byte counts). */
export async function getText(base: string, path: string): Promise<{ status: number; text: string }> {
  const res = await fetch(new URL(path, base), { redirect: "manual" });
  return { status: res.status, text: await res.text() };
}
