import { compareWithBaseline } from "./compare";
import { FAR_ROUND_TRIP_PATH, NEAR_BINDINGS_HEADER, type FarDelays } from "./far/bindings";
import { figure, notAvailable, type Figure } from "./figures";
import { sampleLatencies, type RequestSpec } from "./http";
import { HELLO, uncached, type PageRoute } from "./routes";
import { latencyFigure, measureHello, probe, sectionFor, SPACER, WARMUP } from "./server-time";
import { round } from "./stats";
import { farTargets, farTripsPaid, nearRender } from "./targets";

/** hello-world after one simulated D1 trip: what a miss's one trip costs here, timer and waking up included. */
const TRIP_LABEL = "hello-world after one D1 round trip";

/** A hit runs little of the Worker's code: fewer uncounted requests warm it. */
const HIT_WARMUP = 10;
/** Uncounted turns before a page's misses. */
const TURNS_WARMUP = 15;

export function farLabel(delays: FarDelays): string {
  return `D1 ${delays.d1} ms a call, KV miss ${delays.kvMiss} ms, hit ${delays.kvHit} ms`;
}

function farSection(restaurants: number, delays: FarDelays): string {
  return `Server time at a far POP (p50, 1 connection; ${farLabel(delays)}) — ${restaurants.toLocaleString("en-US")} restaurants`;
}

/** A page request to the far worker with its own, near bindings (see NEAR_BINDINGS_HEADER). */
const NEAR: RequestSpec["headers"] = { [NEAR_BINDINGS_HEADER]: "1" };

/**
 * One page's far misses, its near renders and hello-world after one D1 round trip, in turns request by
 * request on each build's far worker: the three figures a miss's target compares, taken together.
 */
async function missesInTurns(bases: string[], path: string) {
  const n = bases.length;
  const turns = await sampleLatencies(
    [...bases, ...bases, ...bases],
    (i, b): RequestSpec => {
      if (b < n) return { path: uncached(path, 20_000 + i) };
      if (b < 2 * n) return { path: uncached(path, 40_000 + i), headers: NEAR };
      return { path: FAR_ROUND_TRIP_PATH };
    },
    { warmup: TURNS_WARMUP, before: SPACER, maxMs: 15_000 },
  );
  return { misses: turns.slice(0, n), nears: turns.slice(n, 2 * n), trips: turns.slice(2 * n) };
}

/**
 * Each page missed (a fresh `?nocache=`) and hit, against far D1 and KV, beside hello-world. The miss
 * target's parts, one D1 trip and the near render, are timed in turns with the misses
 * (missesInTurns).
 */
export async function measureFarServerTime(
  bases: string[],
  pages: PageRoute[],
  restaurants: number,
  delays: FarDelays,
  near: Figure[],
): Promise<Figure[]> {
  const section = farSection(restaurants, delays);
  const nearValue = (name: string) =>
    near.find((f) => f.section === sectionFor(restaurants) && f.name === name)?.value ?? null;
  const { hellos, figures } = await measureHello(bases, section);
  const trips = await sampleLatencies(bases, () => ({ path: FAR_ROUND_TRIP_PATH }), { warmup: WARMUP });
  const perBuild = figures.map((hello, b) => [
    hello,
    figure({
      section,
      name: TRIP_LABEL,
      value: round(trips[b].p50),
      unit: "ms",
      extra: { "late by": round(trips[b].p50 - hellos[b].p50 - delays.d1), p99: round(trips[b].p99), n: trips[b].n },
    }),
  ]);
  for (const page of pages) {
    const probed = await probe(bases, page);
    if ("reason" in probed) {
      for (const built of perBuild) built.push(notAvailable(section, page.label, "ms", probed.reason));
      continue;
    }
    const path = probed.path;
    const inTurns = await missesInTurns(bases, path);
    // The spacer: with a baseline, the other build's request just before may have left the machine
    // idle for a round trip; steady traffic would not.
    const hits = await sampleLatencies(bases, () => ({ path }), { warmup: HIT_WARMUP, before: SPACER });
    const nearAt = (b: number) => ({ hello: hellos[b].p50, page: inTurns.nears[b].p50 });
    const farAt = (b: number) => ({ hello: hellos[b].p50, trip: inTurns.trips[b].p50 });
    const targets = farTargets(farAt(0), nearAt(0));
    const nearSection = nearRender({ hello: nearValue(HELLO.label), page: nearValue(page.label) });
    perBuild.forEach((built, b) => {
      const paid = farTripsPaid(inTurns.misses[b].p50, farAt(b), nearAt(b));
      const render = nearRender(nearAt(b));
      built.push(
        latencyFigure(section, `${page.label}: miss`, inTurns.misses[b], hellos[b], targets.miss, {
          ...(paid === null ? {} : { "D1 trips": paid }),
          ...(render === null ? {} : { "near render": round(render) }),
          ...(nearSection === null ? {} : { "near section's": round(nearSection) }),
          trip: round(inTurns.trips[b].p50),
        }),
        latencyFigure(section, `${page.label}: edge-cache hit`, hits[b], hellos[b], targets.hit),
      );
    });
  }
  return compareWithBaseline(perBuild);
}
