import { join } from "node:path";

/** A build the bench measures: its frozen snapshot (bundle, static files, config) and the local state it runs on. */
export type Build = { label: string; snapshot: string; state: string };

export const configOf = (build: Build) => join(build.snapshot, "wrangler.toml");

/** The working tree's build, on the bench's own state (see dataset.ts). */
export const CURRENT: Build = { label: "new", snapshot: ".wrangler/bench-worker", state: ".wrangler/bench-state" };

/**
 * Starts one server per build (one after the other, each with `start`), runs `work` with all of them
 * up, and stops them all: measurements then take turns between the builds under the same load.
 */
export function withEach<S, T>(
  builds: Build[],
  start: (build: Build, work: (server: S) => Promise<T>) => Promise<T>,
  work: (servers: S[]) => Promise<T>,
): Promise<T> {
  const from = (i: number, started: S[]): Promise<T> =>
    i === builds.length ? work(started) : start(builds[i], (server) => from(i + 1, [...started, server]));
  return from(0, []);
}
