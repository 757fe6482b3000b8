import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import { cpSync, existsSync, lstatSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { freezeWorker } from "../lib/frozen-worker";
import { WRANGLER_ENV } from "../lib/local-env";
import { CURRENT, type Build } from "./builds";
import { SYNTHETIC_SEED } from "./dataset";

/** A git ref's build, measured beside the working tree's with the working tree's bench scripts. */
export type Baseline = Build & { ref: string; sha: string; worktree: string; sameMigrations: boolean };

/** Outside the repository: a worktree under node_modules would hold a link back to node_modules. */
const WORKTREES = "/tmp/la-eats-bench-baseline";

function run(command: string, args: string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync(command, args, { encoding: "utf8", env: WRANGLER_ENV, ...options });
  if (result.status !== 0) {
    const output = `${result.error?.message ?? ""}\n${String(result.stdout ?? "")}${String(result.stderr ?? "")}`;
    throw new Error(`${command} ${args.join(" ")} failed: ${output.trim().split("\n").slice(-20).join("\n")}`);
  }
  return String(result.stdout).trim();
}

/** A detached worktree at `sha`, reused when a former run left it there clean. */
function checkout(worktree: string, sha: string): void {
  if (existsSync(worktree)) {
    const head = spawnSync("git", ["-C", worktree, "rev-parse", "HEAD"], { encoding: "utf8" }).stdout?.trim();
    const dirty = spawnSync("git", ["-C", worktree, "status", "--porcelain", "--untracked-files=no"], {
      encoding: "utf8",
    }).stdout;
    if (head === sha && dirty === "") return;
    spawnSync("git", ["worktree", "remove", "--force", worktree]);
    rmSync(worktree, { recursive: true, force: true });
  }
  run("git", ["worktree", "add", "--force", "--detach", worktree, sha]);
}

/**
 * The working tree's node_modules when the ref locks the same packages, else the ref's own (`npm ci`,
 * or `npm install` without saving when its lock is out of step). A finished install is kept: the ref
 * cannot move.
 */
function installPackages(worktree: string): void {
  const modules = join(worktree, "node_modules");
  const sameLock =
    readFileSync(join(worktree, "package-lock.json"), "utf8") === readFileSync("package-lock.json", "utf8");
  const linked = existsSync(modules) && lstatSync(modules).isSymbolicLink();
  if (sameLock) {
    if (!linked) {
      rmSync(modules, { recursive: true, force: true });
      symlinkSync(resolve("node_modules"), modules, "dir");
    }
    return;
  }
  if (linked) rmSync(modules);
  else if (existsSync(join(modules, ".package-lock.json"))) return;
  const flags = ["--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"];
  try {
    run("npm", ["ci", ...flags], { cwd: worktree });
  } catch {
    run("npm", ["install", "--no-save", ...flags], { cwd: worktree });
  }
}

function sameFiles(a: string, b: string): boolean {
  const list = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String).sort() : []);
  const files = list(a);
  if (files.join("\n") !== list(b).join("\n")) return false;
  return files.every((file) => {
    const [x, y] = [join(a, file), join(b, file)];
    return lstatSync(x).isDirectory() || readFileSync(x).equals(readFileSync(y));
  });
}

/**
 * Builds `ref` in a git worktree and freezes its worker. Only the built worker and its migrations
 * come from the ref, so every figure is taken by the working tree's bench code.
 */
export function prepareBaseline(ref: string): Baseline {
  const sha = run("git", ["rev-parse", "--verify", `${ref}^{commit}`]);
  const worktree = resolve(WORKTREES, sha.slice(0, 12));
  checkout(worktree, sha);
  installPackages(worktree);
  run("npm", ["run", "-s", "build"], { cwd: worktree });
  const snapshot = resolve(".wrangler/bench-baseline-worker");
  const home = process.cwd();
  // freezeWorker reads build/ and wrangler.toml from the working directory; it is synchronous.
  process.chdir(worktree);
  try {
    freezeWorker(snapshot);
  } finally {
    process.chdir(home);
  }
  if (existsSync(".dev.vars")) cpSync(".dev.vars", join(snapshot, ".dev.vars"));
  const sameMigrations = sameFiles(join(worktree, "migrations"), "migrations");
  return { label: "baseline", snapshot, state: ".wrangler/bench-baseline-state", ref, sha, worktree, sameMigrations };
}

/**
 * Gives the baseline the dataset the working tree's build has just been given; call it with no worker
 * running, before any KV value is computed from the new data.
 */
export function syncBaselineState(baseline: Baseline, synthetic: number): void {
  if (baseline.sameMigrations) {
    rmSync(baseline.state, { recursive: true, force: true });
    cpSync(CURRENT.state, baseline.state, { recursive: true });
    return;
  }
  const env = { ...WRANGLER_ENV, LA_EATS_STATE_DIR: resolve(baseline.state) };
  if (synthetic === 0) {
    rmSync(baseline.state, { recursive: true, force: true });
    run("npm", ["run", "-s", "seed"], { cwd: baseline.worktree, env });
  } else {
    const args = ["run", "-s", "gen", "--", "--restaurants", String(synthetic), "--seed", String(SYNTHETIC_SEED)];
    run("npm", args, { cwd: baseline.worktree, env });
  }
}
