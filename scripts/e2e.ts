import { execFileSync, execSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { fixtureSql } from "../tests/e2e/support/fixtures";
import { findTestChromium } from "./lib/chromium";
import { startDirectWorker } from "./lib/direct-worker";
import { ensureFreshBuild } from "./lib/fresh-build";
import { freezeWorker } from "./lib/frozen-worker";
import { EDGE_VARS } from "./lib/local-env";

/**
 * `npm run test:e2e`: a fresh local database, seeded with the shipped data, behind the built
 * worker on a free port; Playwright drives Chromium against it, then everything is stopped.
 */
// One state folder per run, so parallel runs (and the developer's own data) never collide.
const stateDir = process.env.E2E_STATE_DIR ?? `.wrangler/e2e-state-${process.pid}`;
const chromium = findTestChromium();
if (!chromium) {
  console.error(
    "e2e: no Chromium found. Install Debian's package (`apt-get install -y chromium-headless-shell`) or set CHROMIUM_PATH.",
  );
  process.exit(1);
}
// The worker serves build/: a build older than the source would test yesterday's code.
ensureFreshBuild();
rmSync(stateDir, { recursive: true, force: true });
const env = { ...process.env, LA_EATS_STATE_DIR: stateDir };
execSync("npx tsx scripts/seed.ts", { stdio: "inherit", env });
// Test-only rows (tests/e2e/support/fixtures.ts), while nothing else has the database open.
execFileSync(
  "npx",
  ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", stateDir, "--command", fixtureSql()],
  {
    stdio: ["ignore", "ignore", "inherit"],
    env,
  },
);

// The built worker alone in workerd, as deployed: no `wrangler dev` proxy in front (direct-worker.ts).
const worker = await startDirectWorker({
  config: freezeWorker(join(stateDir, "worker")),
  name: `la-eats-ranked-e2e-${process.pid}`,
  persistTo: stateDir,
  vars: EDGE_VARS,
  log: process.env.E2E_VERBOSE ? undefined : () => undefined,
});
let status = 1;
try {
  // Not spawnSync: the worker runs in this process and must keep serving while the tests run. Named
  // files or filters run just what they name, without the journeys the last ones wait for.
  const filters = process.argv.slice(2);
  const playwright = spawn("npx", ["playwright", "test", ...(filters.length ? ["--no-deps"] : []), ...filters], {
    stdio: "inherit",
    env: { ...env, BASE_URL: worker.base, CHROMIUM_PATH: chromium },
  });
  status = await new Promise<number>((done) => playwright.on("exit", (code) => done(code ?? 1)));
} finally {
  await worker.stop();
}
// stop() resolves once workerd has exited and let go of the database files.
if (!process.env.E2E_KEEP_STATE) rmSync(stateDir, { recursive: true, force: true });
process.exit(status);
