import { figure, notAvailable, type Figure, type Target } from "./figures";
import { compareWithBaseline } from "./compare";
import { RECORDED_D1_HEADER } from "./far/bindings";
import { sampleLatencies, timedGet, type Latency } from "./http";
import { HELLO, uncached, type PageRoute } from "./routes";
import { ratio, round } from "./stats";
import { serverTimeTarget, type Size } from "./targets";

/**
 * Untimed requests before each route: V8 optimizes code only after many runs, and a deployed isolate
 * is warm.
 */
export const WARMUP = 50;

/**
 * An untimed hello-world request goes ahead of each timed page: local workerd stores a missed page in
 * the Cache API on the Worker's own thread after responding, which would land in the next request's
 * time.
 */
export const SPACER = HELLO.request(0);

/**
 * The page again with D1 answering from a recording of its own earlier answers (far/bindings.ts): the
 * Worker's time without the local D1's simulated round trip, which on Cloudflare is a wait, not the
 * Worker's CPU. Beside the figure, not its target.
 */
const RECORDED_D1 = { [RECORDED_D1_HEADER]: "1" };

export function sectionFor(restaurants: number): string {
  return `Server time per render (p50, 1 connection, uncached) — ${restaurants.toLocaleString("en-US")} restaurants`;
}

/** Hello-world's p50 on each server, as figures; `hellos[i].p50` is also the baseline server i's pages divide by. */
export async function measureHello(bases: string[], section: string, name = HELLO.label) {
  const hellos = await sampleLatencies(bases, HELLO.request, { count: 300, maxMs: 4_000, warmup: WARMUP });
  const figures = hellos.map((hello) =>
    figure({ section, name, value: round(hello.p50), unit: "ms", extra: { p99: round(hello.p99), n: hello.n } }),
  );
  return { hellos, figures };
}

/** The page's path when every server answers it with a 2xx, else why it cannot be measured. */
export async function probe(bases: string[], page: PageRoute): Promise<{ path: string } | { reason: string }> {
  if (!page.path) return { reason: "no profile linked from /" };
  for (const base of bases) {
    const { status } = await timedGet(base, { path: uncached(page.path, -100) });
    if (status < 200 || status > 299)
      return { reason: `${status} at ${page.path}${bases.length > 1 ? ` (${base})` : ""}` };
  }
  return { path: page.path };
}

/**
 * Server time per render at one dataset size: the p50 of sequential, cache-busted requests per page
 * beside hello-world, against the Worker alone (direct-worker.ts), each build in turns.
 */
export async function measureServerTime(bases: string[], pages: PageRoute[], size: Size, restaurants: number) {
  const section = sectionFor(restaurants);
  const { hellos, figures } = await measureHello(bases, section);
  const perBuild = figures.map((hello) => [hello]);
  for (const page of pages) {
    const target = serverTimeTarget(page.key, size);
    const name = page.label;
    const probed = await probe(bases, page);
    if ("reason" in probed) {
      for (const built of perBuild) built.push(notAvailable(section, name, "ms", probed.reason, target));
      continue;
    }
    const path = probed.path;
    // In turns, request by request, with the same page on the recorded D1: the two figures share the machine's drift.
    const n = bases.length;
    const turns = await sampleLatencies(
      [...bases, ...bases],
      (i, b) => (b < n ? { path: uncached(path, i) } : { path: uncached(path, 30_000 + i), headers: RECORDED_D1 }),
      { warmup: WARMUP, before: SPACER, maxMs: 16_000 },
    );
    const [latencies, recorded] = [turns.slice(0, n), turns.slice(n)];
    const backToBack = await sampleLatencies(bases, (i) => ({ path: uncached(path, 10_000 + i) }), { warmup: 0 });
    latencies.forEach((latency, b) =>
      perBuild[b].push(
        latencyFigure(section, name, latency, hellos[b], target, {
          "back to back": round(backToBack[b].p50),
          "D1 recorded": round(recorded[b].p50),
          "D1 recorded ×hello": ratio(recorded[b].p50, hellos[b].p50),
        }),
      ),
    );
  }
  return compareWithBaseline(perBuild);
}

/** One page's row: its p50 against `hello`'s, with `more` figures after the ratio (near and far tables alike). */
export function latencyFigure(
  section: string,
  name: string,
  latency: Latency,
  hello: Latency,
  target: Target | undefined,
  more: Record<string, number | string> = {},
): Figure {
  return figure({
    section,
    name,
    value: round(latency.p50),
    unit: "ms",
    target,
    extra: {
      p99: round(latency.p99),
      "×hello": ratio(latency.p50, hello.p50),
      ...more,
      n: latency.n,
      "X-Edge-Cache": [...latency.edgeCache].join("/") || "absent",
    },
  });
}

/** Hello-world through `wrangler dev`, for comparison: the dev proxy's share of every figure measured that way. */
export async function measureDevHello(bases: string[], restaurants: number): Promise<Figure[]> {
  const { figures } = await measureHello(bases, sectionFor(restaurants), `${HELLO.label} through wrangler dev`);
  return compareWithBaseline(figures.map((hello) => [hello]));
}
