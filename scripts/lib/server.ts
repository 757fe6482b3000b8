import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { LOCAL_DEVELOPMENT_VARS, stateDir, WRANGLER_ENV } from "./local-env";

/**
 * Starts the built worker in workerd through `wrangler dev` (`npm start`), in its own process group so
 * that stopping it also stops workerd (which otherwise can keep holding the port).
 */
export function startWorker({ port }: { port: number }): ChildProcess {
  const args = ["wrangler", "dev", "--port", String(port), "--ip", "127.0.0.1"];
  args.push("--persist-to", resolve(stateDir()), "--show-interactive-dev-session=false");
  for (const [key, value] of Object.entries(LOCAL_DEVELOPMENT_VARS)) args.push("--var", `${key}:${value}`);
  return spawn("npx", args, {
    // A private dev registry: otherwise any other `wrangler dev` on the machine starting or stopping
    // makes this one reload mid-run.
    env: { ...WRANGLER_ENV, NODE_ENV: "production", WRANGLER_REGISTRY_PATH: resolve(stateDir(), "registry") },
    stdio: "inherit",
    detached: true,
  });
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
