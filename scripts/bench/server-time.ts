import { figure, notAvailable, type Figure } from "./figures";
import { sampleLatency, timedGet } from "./http";
import { HELLO, uncached, type PageRoute } from "./routes";
import { ratio, round } from "./stats";
import { serverTimeTarget, type Size } from "./targets";

/**
 * Requests sent (and not counted) before each route is measured: V8 optimizes a render's code only
 * after it has run many times, and a deployed isolate serves many requests, so the figure is for
 * warm code, not for the first renders after the worker starts.
 */
const WARMUP = 50;

/**
 * An untimed hello-world request goes ahead of each timed page request. A missed page is stored in
 * the Cache API after its response is sent (waitUntil): on Cloudflare that work is the cache
 * service's, but local workerd simulates the cache on the Worker's own thread, so back to back it
 * lands in the next request's time (1.1 to 1.5 ms here), a cost of the request before. The spacer
 * takes it instead. The back-to-back p50, that work included, is shown beside each figure.
 */
const SPACER = HELLO.request(0);

export function sectionFor(restaurants: number): string {
  return `Server time per render (p50, 1 connection, uncached) — ${restaurants.toLocaleString("en-US")} restaurants`;
}

/** Hello-world's p50 as a figure; `hello.p50` is also the baseline the pages' ratios divide by. */
async function measureHello(base: string, section: string, name: string) {
  const hello = await sampleLatency(base, HELLO.request, { count: 300, maxMs: 4_000, warmup: WARMUP });
  const shown = figure({
    section,
    name,
    value: round(hello.p50),
    unit: "ms",
    extra: { p99: round(hello.p99), n: hello.n },
  });
  return { hello, figure: shown };
}

/**
 * Server time per render at one dataset size: the p50 of sequential, cache-busted requests per page,
 * beside the hello-world route measured in the same pass (against the Worker alone: direct-worker.ts).
 */
export async function measureServerTime(base: string, pages: PageRoute[], size: Size, restaurants: number) {
  const section = sectionFor(restaurants);
  const { hello, figure: helloFigure } = await measureHello(base, section, HELLO.label);
  const figures: Figure[] = [helloFigure];
  for (const page of pages) {
    const target = serverTimeTarget(page.key, size);
    const name = page.label;
    if (!page.path) {
      figures.push(notAvailable(section, name, "ms", "no profile linked from /", target));
      continue;
    }
    const path = page.path;
    const probe = await timedGet(base, { path: uncached(path, -100) });
    if (probe.status < 200 || probe.status > 299) {
      figures.push(notAvailable(section, name, "ms", `${probe.status} at ${path}`, target));
      continue;
    }
    const latency = await sampleLatency(base, (i) => ({ path: uncached(path, i) }), { warmup: WARMUP, before: SPACER });
    const backToBack = await sampleLatency(base, (i) => ({ path: uncached(path, 10_000 + i) }), { warmup: 0 });
    figures.push(
      figure({
        section,
        name,
        value: round(latency.p50),
        unit: "ms",
        target,
        extra: {
          p99: round(latency.p99),
          "×hello": ratio(latency.p50, hello.p50),
          "back to back": round(backToBack.p50),
          n: latency.n,
          "X-Edge-Cache": [...latency.edgeCache].join("/") || "absent",
        },
      }),
    );
  }
  return figures;
}

/** Hello-world through `wrangler dev`, for comparison: the dev proxy's share of every figure measured that way. */
export async function measureDevHello(base: string, restaurants: number): Promise<Figure> {
  return (await measureHello(base, sectionFor(restaurants), `${HELLO.label} through wrangler dev`)).figure;
}
