import { dirname, join, resolve } from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { BENCH_VARS } from "../lib/local-env";
import { freePort, waitForWorker } from "../lib/server";
import { configOf, withEach, type Build } from "./builds";
import type { FarDelays } from "./far/bindings";
import { farModules } from "./far/modules";

/**
 * workerd's log as Miniflare prints it, less the unfinished writes of requests autocannon abandons when a
 * load run stops (far requests are still waiting then): the client went away, nothing failed.
 */
function printLog({ level, message }: { level: string; message: string }): void {
  if (message.includes("Connection reset by peer")) return;
  if (level === "error" || level === "warn") console.error(message);
  else console.log(message);
}

/**
 * The frozen production worker in workerd through Miniflare, without `wrangler dev`'s proxy Worker in
 * front (a deployed Worker has none), so server time is the Worker's own. With `far`, D1 and KV sit a
 * far POP away (far/bindings.ts).
 */
async function withDirectWorker<T>(
  build: Build,
  options: { vars: Record<string, string>; far: FarDelays | null },
  work: (base: string) => Promise<T>,
): Promise<T> {
  const config = resolve(configOf(build));
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(config);
  if (!main) throw new Error(`${config} names no main module`);
  const modules = options.far
    ? farModules(resolve(main), options.far)
    : [{ type: "ESModule" as const, path: resolve(main) }];
  const port = await freePort();
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      workers: [
        {
          ...workerOptions,
          name: `la-eats-ranked-bench-${build.label}`,
          modules,
          modulesRoot: dirname(resolve(main)),
          bindings: Object.assign({}, workerOptions.bindings, BENCH_VARS, options.vars),
        },
      ],
      resourcePersistencePath: resolve(join(build.state, "v3")),
      host: "127.0.0.1",
      port,
      // No internet: the default would try to download request.cf's data first.
      cf: false,
      handleStructuredLogs: printLog,
    }),
  );
  try {
    await mf.ready;
    const base = `http://127.0.0.1:${port}`;
    await waitForWorker(`${base}/api/health`, 30_000);
    return await work(base);
  } finally {
    await mf.dispose();
  }
}

/** Every build's worker alone in Miniflare at once (near, or far with `far`); `work` gets their addresses in order. */
export function withDirectWorkers<T>(
  builds: Build[],
  options: { vars: Record<string, string>; far?: FarDelays | null },
  work: (bases: string[]) => Promise<T>,
): Promise<T> {
  const settings = { vars: options.vars, far: options.far ?? null };
  return withEach(builds, (build, next: (base: string) => Promise<T>) => withDirectWorker(build, settings, next), work);
}
