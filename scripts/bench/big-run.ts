import { measureBytes } from "./bytes";
import { measureEach } from "./compare";
import { guarded, type Figure } from "./figures";
import { measureLighthouse } from "./lighthouse";
import type { Phase } from "./options";
import type { PhaseClock } from "./phases";
import type { coldZipPool, PageRoute } from "./routes";
import type { Size } from "./targets";
import { measureThroughput } from "./throughput";
import { measureZipLatency } from "./zip-latency";

/**
 * The heavier measurements, once, at the chosen size. With a baseline each runs on both builds in
 * turns (Lighthouse on the new build only); a measurement that throws becomes an n/a row, not a
 * failed run.
 */
export async function bigRunPhases(
  clock: PhaseClock,
  bases: string[],
  pages: PageRoute[],
  nextColdZip: ReturnType<typeof coldZipPool>,
  phases: Set<Phase>,
  size: Size,
) {
  const lighthousePages = pages.filter((p) => ["home", "category", "profile"].includes(p.key));
  const all: [Phase, string, string, () => Promise<Figure[]>][] = [
    ["zip", "ZIP look-up latency", "/api/geo/zip", () => measureZipLatency(bases, nextColdZip)],
    ["bytes", "bytes", "bytes", () => measureEach(bases, (base) => measureBytes(base, pages, size))],
    ["lighthouse", "Lighthouse", "lighthouse", () => measureLighthouse(bases[0], lighthousePages)],
    // Last: wrangler dev's proxy can exit under its load (see at-size.ts), which would leave the rest n/a.
    ["throughput", "throughput (autocannon)", "throughput", () => measureThroughput(bases, pages, nextColdZip)],
  ];
  const figures: Figure[] = [];
  for (const [key, phase, name, measure] of all) {
    if (!phases.has(key)) continue;
    figures.push(...(await clock.time(phase, () => guarded({ section: phase, name, unit: "" }, measure))));
  }
  return figures;
}
