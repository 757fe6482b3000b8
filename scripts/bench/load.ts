import autocannon from "autocannon";
import type { RequestSpec } from "./http";
import { percentile } from "./stats";

export type LoadResult = { rps: number; p50: number; p99: number; ok: number; failed: number; seconds: number };
type LoadOptions = { connections?: number; seconds?: number; amount?: number };

/**
 * autocannon against 127.0.0.1 for a bounded time, each request built by `next` (null = no more).
 * Latencies come from every 2xx response (autocannon's own histogram rounds to whole milliseconds).
 */
export function runLoad(
  base: string,
  next: (i: number) => RequestSpec | null,
  { connections = 10, seconds = 5, amount }: LoadOptions = {},
): Promise<LoadResult> {
  const url = new URL(base);
  if (url.hostname !== "127.0.0.1") throw new Error("load is aimed at 127.0.0.1 only");
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let failed = 0;
    let i = 0;
    let instance: ReturnType<typeof autocannon> | undefined = undefined;
    const stopTimer = setTimeout(() => instance?.stop(), seconds * 1000 + 500);
    instance = autocannon(
      {
        url: base,
        connections,
        ...(amount ? { amount } : { duration: seconds }),
        timeout: 20,
        requests: [
          {
            setupRequest: (request) => {
              const spec = next(i++);
              if (!spec) {
                instance?.stop();
                return request;
              }
              return { ...request, path: spec.path, headers: { ...request.headers, ...spec.headers } };
            },
          },
        ],
      },
      (error, result) => {
        clearTimeout(stopTimer);
        if (error) return reject(error);
        const seconds = result.duration;
        resolve({
          rps: latencies.length / seconds,
          p50: percentile(latencies, 50),
          p99: percentile(latencies, 99),
          ok: latencies.length,
          failed: failed + result.errors,
          seconds,
        });
      },
    );
    instance.on("response", (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms);
      else failed++;
    });
  });
}
