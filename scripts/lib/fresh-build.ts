import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** What the Remix build is made from: a change to any of these makes build/ stale. */
const SOURCES = ["app", "public", "scripts/vite", "vite.config.ts", "package-lock.json"];
const BUILT = "build/server/index.js";

function newestIn(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestIn(join(path, name))));
}

/** Why build/ does not reflect the source ("no build", or the newest source file's age), or null. */
export function staleBuildReason(root = "."): string | null {
  const built = join(root, BUILT);
  if (!existsSync(built)) return "there is no build yet";
  const builtAt = statSync(built).mtimeMs;
  const newest = Math.max(...SOURCES.map((path) => newestIn(join(root, path))));
  return newest > builtAt ? "the source changed since the last build" : null;
}

/** Builds first when build/ is missing or older than the source: the tests never run yesterday's code. */
export function ensureFreshBuild(root = "."): void {
  const reason = staleBuildReason(root);
  if (!reason) return;
  console.log(`build: ${reason}; building first…`);
  execSync("npm run -s build", { stdio: "inherit", cwd: root });
}
