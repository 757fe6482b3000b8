import type { Build } from "./builds";
import { withDirectWorkers } from "./direct-worker";
import { NEAR_BINDINGS_HEADER, type FarDelays } from "./far/bindings";
import { farLabel } from "./far-server-time";
import { figure, type Figure } from "./figures";
import { sampleLatencies, type RequestSpec } from "./http";
import { HELLO, uncached, type PageRoute } from "./routes";
import { SPACER } from "./server-time";
import { percentile, round } from "./stats";

/** Fresh pairs of far workers, one per round; each gives every row one new/baseline ratio. */
const PAIRS = 9;
/** The verdict's line: within 5 % of the baseline. */
const WITHIN = 1.05;

/** One row: a page and how it is asked for, given the request's index. */
type Row = { label: string; spec: (i: number) => RequestSpec; render?: boolean };
/**
 * Counted, not timed: a 1 MB sitemap at 10,000 places got about 18 samples in a timed window, and its
 * p50 fell in either of its two modes. maxMs only guards against a hung row.
 */
const HIT_WINDOW = { count: 60, maxMs: 10_000, warmup: 10 };
const RENDER_WINDOW = { count: 40, maxMs: 20_000, warmup: 3 };

/** Hits, far misses and near renders (a miss with the worker's own bindings) of each page, and hello-world. */
function rowsFor(pages: PageRoute[]): Row[] {
  const near: RequestSpec["headers"] = { [NEAR_BINDINGS_HEADER]: "1" };
  return [
    { label: HELLO.label, spec: () => ({ path: HELLO.request(0).path }) },
    ...pages.flatMap(({ label, path }) =>
      path
        ? [
            { label: `${label}: edge-cache hit`, spec: () => ({ path }) },
            { label: `${label}: miss`, spec: (i: number) => ({ path: uncached(path, 60_000 + i) }), render: true },
            {
              label: `${label}: near render`,
              spec: (i: number) => ({ path: uncached(path, 80_000 + i), headers: near }),
              render: true,
            },
          ]
        : [],
    ),
  ];
}

/** One pair's p50 per row and build: a counted window of requests in turns, after a warm-up. */
async function onOnePair(bases: string[], rows: Row[]): Promise<number[][]> {
  const perRow: number[][] = [];
  for (const { spec, render } of rows) {
    const window = render ? RENDER_WINDOW : HIT_WINDOW;
    const samples = await sampleLatencies(bases, spec, { ...window, before: SPACER });
    perRow.push(samples.map((s) => s.p50));
  }
  return perRow;
}

/**
 * Each page's hit, far miss and near render, new against baseline, across PAIRS fresh pairs of far
 * workers. The time of a request drifts with its workerd process for seconds at a time, so one pair
 * cannot tell 5 % apart: a row's figure is the median of the pairs' ratios, with their range beside it.
 * The pair's start order alternates.
 */
export async function measureInFarPairs(
  builds: Build[],
  options: { vars: Record<string, string>; far: FarDelays },
  pages: PageRoute[],
  restaurants: number,
): Promise<Figure[]> {
  const section = `Across ${PAIRS} fresh pairs of far workers (p50 per pair, ${farLabel(options.far)}) — ${restaurants.toLocaleString("en-US")} restaurants`;
  const rows = rowsFor(pages);
  const ratios: number[][] = rows.map(() => []);
  const p50s: number[][][] = rows.map(() => builds.map(() => []));
  for (let pair = 0; pair < PAIRS; pair++) {
    const order = pair % 2 ? [...builds].reverse() : builds;
    const perRow = await withDirectWorkers(order, options, (bases) =>
      onOnePair(pair % 2 ? [...bases].reverse() : bases, rows),
    );
    perRow.forEach(([current, baseline], i) => {
      ratios[i].push(current / baseline);
      p50s[i][0].push(current);
      p50s[i][1].push(baseline);
    });
  }
  return rows.map(({ label }, i) =>
    figure({
      section,
      name: label,
      value: round(percentile(ratios[i], 50)),
      unit: "× baseline",
      target: { op: "<=", value: WITHIN },
      extra: {
        range: `${round(Math.min(...ratios[i]))}–${round(Math.max(...ratios[i]))}`,
        "new p50": round(percentile(p50s[i][0], 50)),
        "baseline p50": round(percentile(p50s[i][1], 50)),
        pairs: ratios[i].length,
      },
    }),
  );
}
