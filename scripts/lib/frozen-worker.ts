import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { WRANGLER_ENV } from "./local-env";

/**
 * Freezes the built worker (the deploy bundle, static files and a config pointing at them), so
 * `wrangler dev` watches nothing and cannot restart mid-run. Returns the config path.
 */
export function freezeWorker(dir: string): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const bundled = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", join(dir, "dist")], {
    env: WRANGLER_ENV,
    encoding: "utf8",
  });
  if (bundled.status !== 0) throw new Error(`wrangler bundle failed:\n${bundled.stdout}${bundled.stderr}`);
  cpSync("build/client", join(dir, "client"), { recursive: true });
  // A build between the bundle and the copy would leave a server and a client of different builds.
  const manifest = readFileSync(join(dir, "dist", "app.js"), "utf8").match(/\/assets\/manifest-[\w-]+\.js/)?.[0];
  if (!manifest || !existsSync(join(dir, "client", manifest)))
    throw new Error("the frozen client does not match the bundle");
  const config = readFileSync("wrangler.toml", "utf8")
    .replace(/^main = .*$/m, 'main = "dist/app.js"\nno_bundle = true')
    .replace(/^directory = "\.\/build\/client"$/m, 'directory = "./client"');
  if (!config.includes("no_bundle") || !config.includes('"./client"'))
    throw new Error("wrangler.toml: main or [assets] not found");
  const path = join(dir, "wrangler.toml");
  writeFileSync(path, config);
  if (existsSync(".dev.vars")) cpSync(".dev.vars", join(dir, ".dev.vars"));
  return path;
}
