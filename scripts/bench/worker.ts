import { spawnSync, type ChildProcess } from "node:child_process";
import { openSync } from "node:fs";
import { join } from "node:path";
import { freezeWorker } from "../lib/frozen-worker";
import { EDGE_VARS } from "../lib/local-env";
import { freePort, spawnWranglerDev, stopWorker, waitForWorker } from "../lib/server";
import { configOf, CURRENT, withEach, type Build } from "./builds";

/** The bench's frozen copy of the production worker: bundle, static files, config and .dev.vars. */
export const SNAPSHOT_CONFIG = configOf(CURRENT);

/**
 * Builds, then serves the bundle `wrangler deploy` would upload, frozen, so edits and rebuilds during
 * the run cannot restart the worker. Retried: a concurrent build can leave build/ half-written.
 */
export function buildSnapshot(): void {
  for (let attempt = 1; ; attempt++) {
    const built = spawnSync("npm", ["run", "-s", "build"], { encoding: "utf8" });
    try {
      if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}${built.stderr}`);
      freezeWorker(CURRENT.snapshot);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** wrangler dev over the build's frozen config and state, logging to a file, its dev registry in the snapshot. */
function startSnapshot(build: Build, port: number, logFile: string, vars: Record<string, string>): ChildProcess {
  const log = openSync(logFile, "w");
  return spawnWranglerDev({
    port,
    state: build.state,
    vars: { ...EDGE_VARS, ...vars },
    config: configOf(build),
    registry: join(build.snapshot, "registry"),
    stdio: ["ignore", log, log],
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  stopWorker(child);
  await Promise.race([exited, new Promise((done) => setTimeout(done, 6_000))]);
}

/**
 * A build's frozen worker on a free 127.0.0.1 port for the duration of `work` (one retry to start);
 * `vars` override wrangler.toml's [vars].
 */
async function withWorker<T>(build: Build, vars: Record<string, string>, work: (base: string) => Promise<T>) {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const log = join(build.snapshot, `wrangler-${port}.log`);
    const child = startSnapshot(build, port, log, vars);
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitForWorker(`${base}/api/health`, 90_000);
    } catch (error) {
      await stop(child);
      if (attempt >= 2) throw error;
      continue;
    }
    try {
      return await work(base);
    } finally {
      await stop(child);
    }
  }
}

/** Every build's worker through wrangler dev at once; `work` gets their addresses in the builds' order. */
export function withWorkers<T>(builds: Build[], vars: Record<string, string>, work: (bases: string[]) => Promise<T>) {
  return withEach(builds, (build, next: (base: string) => Promise<T>) => withWorker(build, vars, next), work);
}
