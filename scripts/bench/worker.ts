import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { copyFileSync, cpSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { stateDir, WRANGLER_ENV } from "../lib/local-env";
import { stopWorker, waitForWorker } from "../lib/server";

/** `log` is the file wrangler dev writes its output to (the imports watch it for finished queue runs). */
export type RunningWorker = { base: string; pid: number; log: string };

/** The bench's frozen copy of the production worker: bundle, static files, config and .dev.vars. */
const SNAPSHOT = ".wrangler/bench-worker";
export const SNAPSHOT_CONFIG = join(SNAPSHOT, "wrangler.toml");

/** The project's wrangler.toml, pointed at the frozen bundle (as is, no re-bundling) and static files. */
function snapshotConfig(toml: string): string {
  const config = toml
    .replace(/^main = .*$/m, 'main = "dist/app.js"\nno_bundle = true')
    .replace(/^directory = "\.\/build\/client"$/m, 'directory = "./client"');
  if (!config.includes("no_bundle") || !config.includes('"./client"'))
    throw new Error("wrangler.toml: main or [assets] not found");
  return config;
}

function freeze(): boolean {
  rmSync(SNAPSHOT, { recursive: true, force: true });
  const bundled = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", join(SNAPSHOT, "dist")], {
    env: WRANGLER_ENV,
    encoding: "utf8",
  });
  if (bundled.status !== 0 || !existsSync("build/client/assets")) return false;
  cpSync("build/client", join(SNAPSHOT, "client"), { recursive: true });
  // Another build between ours and the copy would leave a server and a client of different builds.
  const manifest = readFileSync(join(SNAPSHOT, "dist", "app.js"), "utf8").match(/\/assets\/manifest-[\w-]+\.js/)?.[0];
  if (!manifest || !existsSync(join(SNAPSHOT, "client", manifest))) return false;
  writeFileSync(SNAPSHOT_CONFIG, snapshotConfig(readFileSync("wrangler.toml", "utf8")));
  if (existsSync(".dev.vars")) copyFileSync(".dev.vars", join(SNAPSHOT, ".dev.vars"));
  return true;
}

/**
 * `npm run build`, then the bundle `wrangler deploy` would upload, frozen with its static files.
 * `wrangler dev` reloads whenever a source file or build/ changes; serving the frozen copy keeps
 * edits and rebuilds made while the bench runs from restarting the worker mid-measurement.
 */
export function buildSnapshot(): void {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const built = spawnSync("npm", ["run", "-s", "build"], { encoding: "utf8" });
    if (built.status === 0 && freeze()) return;
    if (attempt === 3) throw new Error(`build failed:\n${built.stdout}${built.stderr}`);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolvePort(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * wrangler dev (workerd, local bindings in the bench state dir), in its own process group; output to a
 * log. A private dev registry: every other `wrangler dev` starting or stopping on the machine would
 * otherwise restart our runtime ("Connection status updated"), cutting requests and imports short.
 */
function startSnapshot(port: number, logFile: string): ChildProcess {
  const log = openSync(logFile, "w");
  const args = ["wrangler", "dev", "-c", SNAPSHOT_CONFIG, "--port", String(port), "--ip", "127.0.0.1"];
  args.push("--persist-to", resolve(stateDir()), "--show-interactive-dev-session=false");
  const env = { ...WRANGLER_ENV, NODE_ENV: "production", WRANGLER_REGISTRY_PATH: resolve(SNAPSHOT, "registry") };
  return spawn("npx", args, { env, stdio: ["ignore", log, log], detached: true });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  stopWorker(child);
  await Promise.race([exited, new Promise((done) => setTimeout(done, 6_000))]);
}

/** The frozen production worker on a free 127.0.0.1 port for the duration of `work` (one retry to start). */
export async function withWorker<T>(work: (worker: RunningWorker) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const log = join(SNAPSHOT, `wrangler-${port}.log`);
    const child = startSnapshot(port, log);
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitForWorker(`${base}/api/health`, 90_000);
    } catch (error) {
      await stop(child);
      if (attempt >= 2) throw error;
      continue;
    }
    try {
      return await work({ base, pid: child.pid!, log });
    } finally {
      await stop(child);
    }
  }
}
