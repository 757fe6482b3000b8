import { measureBytes } from "./bytes";
import { guarded, type Figure } from "./figures";
import { measureLighthouse } from "./lighthouse";
import type { PhaseClock } from "./phases";
import { coldZipPool, type PageRoute } from "./routes";
import { measureThroughput } from "./throughput";
import type { RunningWorker } from "./worker";
import { measureZipLatency } from "./zip-latency";

/**
 * The heavier measurements, once, at the chosen dataset size, through wrangler dev (the imports run
 * after them, against the Worker alone: imports.ts). A measurement that throws becomes an n/a row, never a failed run.
 */
export async function bigRunPhases(clock: PhaseClock, worker: RunningWorker, pages: PageRoute[]) {
  const { base } = worker;
  const nextColdZip = coldZipPool();
  const lighthousePages = pages.filter((p) => ["home", "category", "profile"].includes(p.key));
  const phases: [string, string, () => Promise<Figure[]>][] = [
    ["ZIP look-up latency", "/api/geo/zip", () => measureZipLatency(base, nextColdZip)],
    ["throughput (autocannon)", "throughput", () => measureThroughput(base, pages, nextColdZip)],
    ["bytes", "bytes", () => measureBytes(base, pages)],
    ["Lighthouse", "lighthouse", () => measureLighthouse(base, lighthousePages)],
  ];
  const figures: Figure[] = [];
  for (const [phase, name, measure] of phases) {
    figures.push(...(await clock.time(phase, () => guarded({ section: phase, name, unit: "" }, measure))));
  }
  return figures;
}
