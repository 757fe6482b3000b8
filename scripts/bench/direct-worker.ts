import { printLog, startDirectWorker, type Log } from "../lib/direct-worker";
import { EDGE_VARS } from "../lib/local-env";
import { configOf, withEach, type Build } from "./builds";
import type { FarDelays } from "./far/bindings";
import { benchModules } from "./far/modules";

/**
 * workerd's log as Miniflare prints it, less the unfinished writes of requests autocannon abandons when a
 * load run stops (far requests are still waiting then): the client went away, nothing failed.
 */
function printLogQuietly(entry: Log): void {
  if (!entry.message.includes("Connection reset by peer")) printLog(entry);
}

/**
 * A build alone in Miniflare (scripts/lib/direct-worker.ts), so server time is the Worker's own. With
 * `far`, D1 and KV sit a far POP away; near or far, a request may ask for the recorded D1 (far/bindings.ts).
 */
async function withDirectWorker<T>(
  build: Build,
  options: { vars: Record<string, string>; far: FarDelays | null },
  work: (base: string) => Promise<T>,
): Promise<T> {
  const { far } = options;
  const worker = await startDirectWorker({
    config: configOf(build),
    name: `la-eats-ranked-bench-${build.label}`,
    persistTo: build.state,
    vars: { ...EDGE_VARS, ...options.vars },
    modules: (main) => benchModules(main, far),
    log: printLogQuietly,
  });
  try {
    return await work(worker.base);
  } finally {
    await worker.stop();
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
