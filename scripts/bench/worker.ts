import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { openSync } from "node:fs";
import { join, resolve } from "node:path";
import { freezeWorker } from "../lib/frozen-worker";
import { EDGE_VARS, WRANGLER_ENV } from "../lib/local-env";
import { freePort, stopWorker, waitForWorker } from "../lib/server";
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

/**
 * wrangler dev in its own process group, logging to a file, with a private dev registry: otherwise
 * any other `wrangler dev` on the machine restarts our runtime and cuts requests short.
 */
function startSnapshot(build: Build, port: number, logFile: string, vars: Record<string, string>): ChildProcess {
  const log = openSync(logFile, "w");
  const args = ["wrangler", "dev", "-c", configOf(build), "--port", String(port), "--ip", "127.0.0.1"];
  args.push("--persist-to", resolve(build.state), "--show-interactive-dev-session=false");
  for (const [key, value] of Object.entries({ ...EDGE_VARS, ...vars })) args.push("--var", `${key}:${value}`);
  const env = { ...WRANGLER_ENV, NODE_ENV: "production", WRANGLER_REGISTRY_PATH: resolve(build.snapshot, "registry") };
  return spawn("npx", args, { env, stdio: ["ignore", log, log], detached: true });
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
