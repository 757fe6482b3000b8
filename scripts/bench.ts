import { cpus, totalmem } from "node:os";
import { parseArgs } from "node:util";
import { bigRunPhases } from "./bench/big-run";
import { measureImports } from "./bench/imports";
import { createAdminCookie } from "./bench/admin-session";
import { createCuratedDataset, growSyntheticDataset } from "./bench/dataset";
import { guarded, type Figure } from "./bench/figures";
import { measureMapReady } from "./bench/map";
import { PhaseClock } from "./bench/phases";
import { pageRoutes } from "./bench/routes";
import { measureDevHello, measureServerTime, sectionFor } from "./bench/server-time";
import { withTileServer } from "./bench/tile-server";
import { formatTable, RESULTS_FILE, writeResults } from "./bench/table";
import { SIZES, type Size } from "./bench/targets";
import { withDirectWorker } from "./bench/direct-worker";
import { buildSnapshot, withWorker } from "./bench/worker";

/**
 * `npm run bench [-- --restaurants 300|10000|100000]` (default 100000): server time at every size up to
 * the chosen one; throughput, bytes, Lighthouse and imports once, at the chosen size. See docs/bench.md.
 */
const { values } = parseArgs({ options: { restaurants: { type: "string", default: "100000" } } });
const largest = Number(values.restaurants.replace(/[,_]/g, "")) as Size;
if (!SIZES.includes(largest)) {
  console.error(`bench: --restaurants must be one of ${SIZES.join(", ")}`);
  process.exit(2);
}
const sizes = SIZES.filter((size) => size <= largest);
const clock = new PhaseClock();
const figures: Figure[] = [];
const datasets: { size: Size; restaurants: number }[] = [];
const generatedAt = new Date().toISOString();

await clock.time("build + bundle (frozen in .wrangler/bench-worker)", buildSnapshot);
let restaurants = await clock.time("dataset: curated (fresh .wrangler/bench-state)", createCuratedDataset);
const cookie = await clock.time("admin session", createAdminCookie);
let synthetic = 0;
// Maps draw from a local tile server: no internet here, and failed tiles would be console errors in Lighthouse.
await withTileServer(async (tileUrl) => {
  for (const size of sizes) {
    if (size > synthetic && size !== 300) {
      const previous = synthetic;
      restaurants = await clock.time(`dataset: + synthetic to ${size}`, () => growSyntheticDataset(size, previous));
      synthetic = size;
    }
    datasets.push({ size, restaurants });
    const section = sectionFor(restaurants);
    const vars = { TILE_URL: tileUrl };
    // Server time from the Worker alone (no wrangler dev proxy in front: see direct-worker.ts).
    figures.push(
      ...(await guarded({ section, name: "worker start (Miniflare)", unit: "ms" }, () =>
        withDirectWorker(async (base) => {
          const pages = await pageRoutes(base);
          return clock.time(`server time @${size}`, () => measureServerTime(base, pages, size, restaurants));
        }, vars),
      )),
    );
    // The map, Lighthouse, throughput and imports run as a developer would: through wrangler dev.
    const measured = await guarded({ section, name: "worker start (wrangler dev)", unit: "ms" }, () =>
      withWorker(async (worker) => {
        const out: Figure[] = [];
        if (size === largest)
          out.push(await clock.time("hello through wrangler dev", () => measureDevHello(worker.base, restaurants)));
        const pages = await pageRoutes(worker.base);
        if (size <= 10_000) out.push(await clock.time(`map @${size}`, () => measureMapReady(worker.base, restaurants)));
        if (size === largest) out.push(...(await bigRunPhases(clock, worker, pages)));
        return out;
      }, vars),
    );
    figures.push(...measured);
    // Last, as they add restaurants: imports with visitors on the site, against the Worker alone. wrangler dev's
    // proxy (4.124) exits on a transient connection error under that load (workers-sdk #15317), which no visitor meets.
    if (size === largest)
      figures.push(
        ...(await guarded({ section, name: "worker start (Miniflare, imports)", unit: "ms" }, () =>
          withDirectWorker(async (base) => {
            const visited = (await pageRoutes(base)).flatMap((p) =>
              ["home", "category"].includes(p.key) && p.path ? [p.path] : [],
            );
            return clock.time("imports", () => measureImports({ base, pid: process.pid }, cookie, visited, synthetic));
          }, vars),
        )),
      );
  }
});

const table = formatTable(figures);
console.log(table);
writeResults({
  generatedAt,
  totalSeconds: clock.totalSeconds(),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  },
  options: { restaurants: largest, sizes },
  datasets,
  phases: clock.phases,
  figures,
});
console.log(`\nbench: finished in ${clock.totalSeconds()} s; results in ${RESULTS_FILE}`);
