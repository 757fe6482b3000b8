import { execFileSync } from "node:child_process";
import { availableParallelism } from "node:os";

/** This process's workerd children: the builds Miniflare started (direct-worker.ts). */
function workerdChildren(): string[] {
  try {
    return execFileSync("pgrep", ["-P", String(process.pid), "-x", "workerd"], { encoding: "utf8" })
      .split(/\s+/)
      .filter(Boolean);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

function pin(pid: string | number, cpus: string): void {
  execFileSync("taskset", ["-a", "-p", "-c", cpus, String(pid)], { stdio: "ignore" });
}

/**
 * Runs `work` with every build's workerd on CPU 0 and this process, the client, on CPU 1 (see
 * docs/bench.md, "One CPU for the builds"). Unpinned, and said so, where taskset or a second CPU is missing.
 */
export async function onOneCpu<T>(work: () => Promise<T>): Promise<T> {
  const workers = workerdChildren();
  const cpus = availableParallelism();
  try {
    if (cpus < 2 || !workers.length) throw new Error(`${cpus} CPU(s), ${workers.length} workerd process(es)`);
    for (const pid of workers) pin(pid, "0");
    pin(process.pid, "1");
  } catch (error) {
    console.warn(`bench: the builds are not pinned to one CPU (${(error as Error).message})`);
    return work();
  }
  try {
    return await work();
  } finally {
    pin(process.pid, `0-${cpus - 1}`);
  }
}
