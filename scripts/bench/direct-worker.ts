import { dirname, join, resolve } from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { BENCH_VARS, stateDir } from "../lib/local-env";
import { freePort, waitForWorker } from "../lib/server";
import { SNAPSHOT_CONFIG } from "./worker";

/**
 * The frozen production worker in workerd through Miniflare itself, with no `wrangler dev` around it.
 * `wrangler dev` puts a proxy Worker (its live-reload front door, in a second workerd process) in front
 * of ours and reports every request back to its CLI; a deployed Worker has neither. Server time is
 * measured here so that it is the Worker's own time: the same bundle, static assets, bindings and
 * local state as `wrangler dev` would serve (wrangler's own reading of wrangler.toml and .dev.vars),
 * without the dev-only hop, which costs 1.5 to 2.7 ms on every request on these machines.
 */
export async function withDirectWorker<T>(
  work: (base: string) => Promise<T>,
  vars: Record<string, string>,
): Promise<T> {
  const config = resolve(SNAPSHOT_CONFIG);
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(config);
  if (!main) throw new Error(`${SNAPSHOT_CONFIG} names no main module`);
  const port = await freePort();
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      workers: [
        {
          ...workerOptions,
          name: "la-eats-ranked-bench",
          modules: [{ type: "ESModule", path: resolve(main) }],
          modulesRoot: dirname(resolve(main)),
          bindings: Object.assign({}, workerOptions.bindings, BENCH_VARS, vars),
        },
      ],
      resourcePersistencePath: resolve(join(stateDir(), "v3")),
      host: "127.0.0.1",
      port,
      // No internet: the default would try to download request.cf's data first.
      cf: false,
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
