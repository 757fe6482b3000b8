import type { Build } from "./builds";
import { withDirectWorkers } from "./direct-worker";
import type { FarDelays } from "./far/bindings";
import { farLabel } from "./far-server-time";
import { figure, type Figure } from "./figures";
import { sampleLatencies } from "./http";
import { HELLO, type PageRoute } from "./routes";
import { SPACER } from "./server-time";
import { percentile, round } from "./stats";

/** Fresh pairs of far workers, one per round; each gives every page one new/baseline ratio. */
const HIT_PAIRS = 9;
/** The verdict's line: a hit within 5 % of the baseline's. */
const WITHIN = 1.05;

type Path = { label: string; path: string };

/** One pair's p50 per path and build: a short window of hits in turns, after a warm-up. */
async function hitsOnOnePair(bases: string[], paths: Path[]): Promise<number[][]> {
  const perPath: number[][] = [];
  for (const { path } of paths) {
    const hits = await sampleLatencies(bases, () => ({ path }), {
      count: 60,
      maxMs: 2_000,
      warmup: 10,
      before: SPACER,
    });
    perPath.push(hits.map((h) => h.p50));
  }
  return perPath;
}

/**
 * Far edge-cache hits, new against baseline, across HIT_PAIRS fresh pairs of workers. A 2 ms hit drifts
 * with its workerd process for seconds at a time, so one pair cannot tell 5 % apart: the figure is the
 * median of the pairs' ratios, with their range beside it. The pair's start order alternates.
 */
export async function measureFarHitsInPairs(
  builds: Build[],
  options: { vars: Record<string, string>; far: FarDelays },
  pages: PageRoute[],
  restaurants: number,
): Promise<Figure[]> {
  const section = `Far edge-cache hits across ${HIT_PAIRS} fresh worker pairs (p50 per pair, ${farLabel(options.far)}) — ${restaurants.toLocaleString("en-US")} restaurants`;
  const paths: Path[] = [
    { label: HELLO.label, path: HELLO.request(0).path },
    ...pages.flatMap((p) => (p.path ? [{ label: `${p.label}: edge-cache hit`, path: p.path }] : [])),
  ];
  const ratios: number[][] = paths.map(() => []);
  const p50s: number[][][] = paths.map(() => builds.map(() => []));
  for (let pair = 0; pair < HIT_PAIRS; pair++) {
    const order = pair % 2 ? [...builds].reverse() : builds;
    const perPath = await withDirectWorkers(order, options, (bases) =>
      hitsOnOnePair(pair % 2 ? [...bases].reverse() : bases, paths),
    );
    perPath.forEach(([current, baseline], i) => {
      ratios[i].push(current / baseline);
      p50s[i][0].push(current);
      p50s[i][1].push(baseline);
    });
  }
  return paths.map(({ label }, i) => {
    const median = percentile(ratios[i], 50);
    return figure({
      section,
      name: label,
      value: round(median),
      unit: "× baseline",
      target: { op: "<=", value: WITHIN },
      extra: {
        range: `${round(Math.min(...ratios[i]))}–${round(Math.max(...ratios[i]))}`,
        "new p50": round(percentile(p50s[i][0], 50)),
        "baseline p50": round(percentile(p50s[i][1], 50)),
        pairs: ratios[i].length,
      },
    });
  });
}
