import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { LOCAL_DEVELOPMENT_VARS, stateDir, WRANGLER_ENV } from "./local-env";

type WranglerDev = {
  port: number;
  /** The local D1/KV/R2 state; its `registry` folder is the run's private dev registry unless `registry` says. */
  state: string;
  vars: Record<string, string>;
  /** A frozen config (frozen-worker.ts); by default wrangler.toml. */
  config?: string;
  registry?: string;
  stdio?: StdioOptions;
};

/**
 * A built worker in workerd through `wrangler dev` on 127.0.0.1, in its own process group so that
 * stopping it also stops workerd (which otherwise can keep holding the port). Its dev registry is
 * private: otherwise any other `wrangler dev` on the machine starting or stopping makes it reload.
 */
export function spawnWranglerDev(options: WranglerDev): ChildProcess {
  const args = ["wrangler", "dev", ...(options.config ? ["-c", options.config] : [])];
  args.push("--port", String(options.port), "--ip", "127.0.0.1");
  args.push("--persist-to", resolve(options.state), "--show-interactive-dev-session=false");
  for (const [key, value] of Object.entries(options.vars)) args.push("--var", `${key}:${value}`);
  const registry = resolve(options.registry ?? join(options.state, "registry"));
  return spawn("npx", args, {
    env: { ...WRANGLER_ENV, NODE_ENV: "production", WRANGLER_REGISTRY_PATH: registry },
    stdio: options.stdio ?? "inherit",
    detached: true,
  });
}

/** `npm start`'s worker: wrangler.toml over the local state, as local development. */
export function startWorker({ port }: { port: number }): ChildProcess {
  return spawnWranglerDev({ port, state: stateDir(), vars: LOCAL_DEVELOPMENT_VARS });
}

/** Stops the worker's process group; after an exit of its own, kills what may outlive it (workerd on the port). */
export function stopWorker(child: ChildProcess): void {
  if (child.pid === undefined) return;
  const pid = child.pid;
  if (child.exitCode !== null || child.signalCode !== null) return killGroup(pid, "SIGKILL");
  killGroup(pid, "SIGTERM");
  setTimeout(() => killGroup(pid, "SIGKILL"), 3000).unref();
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the whole group is gone already
  }
}

/** Polls until the worker answers (or throws after the timeout). */
export async function waitForWorker(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`worker did not answer at ${url} within ${timeoutMs} ms`);
}

/** A TCP port free on 127.0.0.1 right now (the OS picks it). */
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
