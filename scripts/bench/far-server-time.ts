import { compareWithBaseline } from "./compare";
import { FAR_ROUND_TRIP_PATH, type FarDelays } from "./far/bindings";
import { figure, notAvailable, type Figure } from "./figures";
import { sampleLatencies } from "./http";
import { HELLO, uncached, type PageRoute } from "./routes";
import { latencyFigure, measureHello, probe, sectionFor, SPACER, WARMUP } from "./server-time";
import { round } from "./stats";
import { farTargets, farTripsPaid } from "./targets";

/** hello-world after one simulated D1 trip: what a miss's one trip costs here, timer and waking up included. */
const TRIP_LABEL = "hello-world after one D1 round trip";

/** A hit runs little of the Worker's code: fewer uncounted requests warm it. */
const HIT_WARMUP = 10;

export function farLabel(delays: FarDelays): string {
  return `D1 ${delays.d1} ms a call, KV miss ${delays.kvMiss} ms, hit ${delays.kvHit} ms`;
}

function farSection(restaurants: number, delays: FarDelays): string {
  return `Server time at a far POP (p50, 1 connection; ${farLabel(delays)}) — ${restaurants.toLocaleString("en-US")} restaurants`;
}

/**
 * Each page missed (a new `?nocache=` each time, as in server-time.ts) and hit (the same URL again),
 * against workers whose D1 and KV are `delays` away, beside hello-world (no binding calls: the floor)
 * and hello-world after one simulated D1 round trip, measured in the same pass. The targets come from those two
 * and the near figures (`near`) of the same size.
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
    const nearPage = { hello: nearValue(HELLO.label), page: nearValue(page.label) };
    const targets = farTargets({ hello: hellos[0].p50, trip: trips[0].p50 }, nearPage);
    const probed = await probe(bases, page);
    if ("reason" in probed) {
      for (const built of perBuild) built.push(notAvailable(section, page.label, "ms", probed.reason));
      continue;
    }
    const path = probed.path;
    const misses = await sampleLatencies(bases, (i) => ({ path: uncached(path, 20_000 + i) }), {
      warmup: WARMUP,
      before: SPACER,
    });
    // The spacer here: with a baseline, the other build's request just before may have left the machine
    // idle for a round trip; steady traffic would not.
    const hits = await sampleLatencies(bases, () => ({ path }), { warmup: HIT_WARMUP, before: SPACER });
    perBuild.forEach((built, b) => {
      const paid = farTripsPaid(misses[b].p50, { hello: hellos[b].p50, trip: trips[b].p50 }, nearPage);
      built.push(
        latencyFigure(section, `${page.label}: miss`, misses[b], hellos[b], targets.miss, {
          ...(paid === null ? {} : { "D1 trips": paid }),
        }),
        latencyFigure(section, `${page.label}: edge-cache hit`, hits[b], hellos[b], targets.hit),
      );
    });
  }
  return compareWithBaseline(perBuild);
}
