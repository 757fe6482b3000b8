import { cpus, totalmem } from "node:os";
import { createAdminCookie } from "./bench/admin-session";
import { measureAtSize } from "./bench/at-size";
import { prepareBaseline, syncBaselineState, type Baseline } from "./bench/baseline";
import { CURRENT } from "./bench/builds";
import { createCuratedDataset, growSyntheticDataset } from "./bench/dataset";
import type { Figure } from "./bench/figures";
import { HELP, parseBenchArgs, type BenchOptions } from "./bench/options";
import { PhaseClock } from "./bench/phases";
import { coldZipPool } from "./bench/routes";
import { formatTable, RESULTS_FILE, writeResults } from "./bench/table";
import { SIZES, type Size } from "./bench/targets";
import { withTileServer } from "./bench/tile-server";
import { buildSnapshot } from "./bench/worker";

/**
 * `npm run bench [-- --restaurants 300|10000|100000] [--only …] [--far[=…]] [--baseline <ref>]`:
 * `--help` lists the options; docs/bench.md says how each figure is taken.
 */
let options: BenchOptions;
try {
  options = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  console.error(`bench: ${(error as Error).message}\n\n${HELP}`);
  process.exit(2);
}
if (options.help) {
  console.log(HELP);
  process.exit(0);
}
const largest = options.restaurants;
const sizes = SIZES.filter((size) => size <= largest);
const clock = new PhaseClock();
const figures: Figure[] = [];
const datasets: { size: Size; restaurants: number }[] = [];
const generatedAt = new Date().toISOString();

await clock.time("build + bundle (frozen in .wrangler/bench-worker)", buildSnapshot);
const ref = options.baseline;
const baseline: Baseline | null = ref
  ? await clock.time(`baseline ${ref}: worktree, build + bundle`, () => prepareBaseline(ref))
  : null;
const builds = baseline ? [CURRENT, baseline] : [CURRENT];
let restaurants = await clock.time("dataset: curated (fresh .wrangler/bench-state)", createCuratedDataset);
const cookie = await clock.time("admin session", createAdminCookie);
let synthetic = 0;
const syncBaseline = (count: number) =>
  baseline ? clock.time("dataset: the same for the baseline", () => syncBaselineState(baseline, count)) : undefined;
await syncBaseline(0);
// Maps draw from a local tile server: no internet here, and failed tiles would be console errors in Lighthouse.
await withTileServer(async (tileUrl) => {
  const vars = { TILE_URL: tileUrl };
  // One list of never-asked ZIPs for the whole run: each is a KV miss the first time, on any build.
  const nextColdZip = coldZipPool();
  for (const size of sizes) {
    if (size > synthetic && size !== 300) {
      const previous = synthetic;
      restaurants = await clock.time(`dataset: + synthetic to ${size}`, () => growSyntheticDataset(size, previous));
      synthetic = size;
      await syncBaseline(synthetic);
    }
    datasets.push({ size, restaurants });
    const run = { options, clock, builds, vars, nextColdZip, size, restaurants, synthetic, cookie };
    figures.push(...(await measureAtSize(run)));
  }
});

if (baseline)
  console.log(`\nbench: new/baseline compares the working tree with ${baseline.ref} (${baseline.sha.slice(0, 12)})`);
console.log(formatTable(figures));
writeResults({
  generatedAt,
  totalSeconds: clock.totalSeconds(),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  },
  options: {
    restaurants: largest,
    sizes,
    phases: [...options.phases],
    far: options.far,
    baseline: baseline && { ref: baseline.ref, sha: baseline.sha, sameMigrations: baseline.sameMigrations },
  },
  datasets,
  phases: clock.phases,
  figures,
});
console.log(`\nbench: finished in ${clock.totalSeconds()} s; results in ${RESULTS_FILE}`);
