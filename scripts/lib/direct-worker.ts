import { dirname, join, resolve } from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { freePort, waitForWorker } from "./server";

type Module = { type: "ESModule"; path: string; contents?: string };
export type Log = { level: string; message: string };

/** workerd's log as Miniflare hands it over: errors and warnings to stderr, the rest to stdout. */
export function printLog({ level, message }: Log): void {
  if (level === "error" || level === "warn") console.error(message);
  else console.log(message);
}

/**
 * A frozen worker (frozen-worker.ts) in workerd through Miniflare, with its bindings, static files and
 * queue consumers from its config and its state under `persistTo`. Nothing sits in front of it, as
 * nothing sits in front of a deployed Worker: no `wrangler dev` proxy Worker, no CLI process.
 */
export async function startDirectWorker(options: {
  config: string;
  name: string;
  persistTo: string;
  vars: Record<string, string>;
  /** The modules to load, entry first; by default the config's main module alone. */
  modules?: (main: string) => Module[];
  log?: (entry: Log) => void;
}): Promise<{ base: string; stop: () => Promise<void> }> {
  const config = resolve(options.config);
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(config);
  if (!main) throw new Error(`${config} names no main module`);
  const entry = resolve(main);
  const port = await freePort();
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      workers: [
        {
          ...workerOptions,
          name: options.name,
          modules: options.modules?.(entry) ?? [{ type: "ESModule", path: entry }],
          modulesRoot: dirname(entry),
          bindings: Object.assign({}, workerOptions.bindings, options.vars),
        },
      ],
      resourcePersistencePath: resolve(join(options.persistTo, "v3")),
      host: "127.0.0.1",
      port,
      // No internet: the default would try to download request.cf's data first.
      cf: false,
      handleStructuredLogs: options.log ?? printLog,
    }),
  );
  const stop = () => mf.dispose();
  try {
    await mf.ready;
    const base = `http://127.0.0.1:${port}`;
    await waitForWorker(`${base}/api/health`, 30_000);
    return { base, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
