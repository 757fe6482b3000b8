import { bigRunPhases } from "./big-run";
import { CURRENT, type Build } from "./builds";
import { measureEach } from "./compare";
import { withDirectWorkers } from "./direct-worker";
import { measureInFarPairs } from "./far-pairs";
import { measureFarServerTime, farLabel } from "./far-server-time";
import { guarded, type Figure } from "./figures";
import { measureImports } from "./imports";
import { measureMapReady } from "./map";
import type { BenchOptions } from "./options";
import type { PhaseClock } from "./phases";
import { pageRoutes, type coldZipPool, type PageRoute } from "./routes";
import { measureDevHello, measureServerTime, sectionFor } from "./server-time";
import { measureThroughput } from "./throughput";
import type { Size } from "./targets";
import { withWorkers } from "./worker";

/** What one dataset size's measurements need: the run's options, its builds, and the data loaded now. */
type SizeRun = {
  options: BenchOptions;
  clock: PhaseClock;
  builds: Build[];
  vars: Record<string, string>;
  nextColdZip: ReturnType<typeof coldZipPool>;
  size: Size;
  restaurants: number;
  /** The synthetic restaurants loaded, and the admin's cookie: the imports need both. */
  synthetic: number;
  cookie: string;
};

/** Server time from the builds alone in Miniflare (see direct-worker.ts): near, then far with --far. */
async function serverTime({ options, clock, builds, vars, size, restaurants }: SizeRun): Promise<Figure[]> {
  const section = sectionFor(restaurants);
  const near = await guarded({ section, name: "worker start (Miniflare)", unit: "ms" }, () =>
    withDirectWorkers(builds, { vars }, async (bases) => {
      const pages = await pageRoutes(bases[0]);
      return clock.time(`server time @${size}`, () => measureServerTime(bases, pages, size, restaurants));
    }),
  );
  const far = options.far;
  if (!far) return near;
  let pages: PageRoute[] = [];
  const farFigures = await guarded(
    { section, name: `worker start (Miniflare, far: ${farLabel(far)})`, unit: "ms" },
    () =>
      withDirectWorkers(builds, { vars, far }, async (bases) => {
        pages = await pageRoutes(bases[0]);
        return clock.time(`far server time @${size}`, () => measureFarServerTime(bases, pages, restaurants, far, near));
      }),
  );
  if (builds.length < 2 || !pages.length) return [...near, ...farFigures];
  const pairs = await guarded({ section, name: "across far worker pairs", unit: "× baseline" }, () =>
    clock.time(`far worker pairs @${size}`, () => measureInFarPairs(builds, { vars, far }, pages, restaurants)),
  );
  return [...near, ...farFigures, ...pairs];
}

/** Throughput at a far POP: the builds alone in Miniflare, where their bindings can be delayed. */
async function farThroughput({ options, clock, builds, vars, nextColdZip }: SizeRun): Promise<Figure[]> {
  const far = options.far!;
  const title = `Throughput at a far POP (${farLabel(far)}; the Worker alone in Miniflare)`;
  return guarded({ section: title, name: "far throughput", unit: "req/s" }, () =>
    withDirectWorkers(builds, { vars, far }, async (bases) => {
      const pages = await pageRoutes(bases[0]);
      return clock.time("far throughput (autocannon)", () => measureThroughput(bases, pages, nextColdZip, title));
    }),
  );
}

/** The map at 300 and 10,000, and at the chosen size the heavier measurements: through wrangler dev. */
async function throughDev(run: SizeRun, largest: boolean): Promise<Figure[]> {
  const { options, clock, builds, vars, size, restaurants, nextColdZip } = run;
  const map = options.phases.has("map") && size <= 10_000;
  const big = largest && (["zip", "throughput", "bytes", "lighthouse"] as const).some((p) => options.phases.has(p));
  if (!map && !big) return [];
  const section = sectionFor(restaurants);
  return guarded({ section, name: "worker start (wrangler dev)", unit: "ms" }, () =>
    withWorkers(builds, vars, async (bases) => {
      const out: Figure[] = [];
      if (big) out.push(...(await clock.time("hello through wrangler dev", () => measureDevHello(bases, restaurants))));
      const pages = await pageRoutes(bases[0]);
      if (map)
        out.push(
          ...(await clock.time(`map @${size}`, () =>
            measureEach(bases, async (base) => [await measureMapReady(base, restaurants)]),
          )),
        );
      if (big) out.push(...(await bigRunPhases(clock, bases, pages, nextColdZip, options.phases, size)));
      return out;
    }),
  );
}

/**
 * Imports with visitors on the site, against the new build alone in Miniflare: wrangler dev's proxy
 * (4.124) exits on a transient connection error under that load (workers-sdk #15317).
 */
function importsWithVisitors({ clock, vars, restaurants, synthetic, cookie }: SizeRun): Promise<Figure[]> {
  return guarded({ section: sectionFor(restaurants), name: "worker start (Miniflare, imports)", unit: "ms" }, () =>
    withDirectWorkers([CURRENT], { vars }, async ([base]) => {
      const visited = (await pageRoutes(base)).flatMap((p) =>
        ["home", "category"].includes(p.key) && p.path ? [p.path] : [],
      );
      return clock.time("imports", () => measureImports({ base, pid: process.pid }, cookie, visited, synthetic));
    }),
  );
}

/** Everything measured at one dataset size, the imports last at the chosen one (they add restaurants). */
export async function measureAtSize(run: SizeRun): Promise<Figure[]> {
  const { options, size } = run;
  const largest = size === options.restaurants;
  const figures: Figure[] = [];
  if (options.phases.has("server")) figures.push(...(await serverTime(run)));
  if (largest && options.far && options.phases.has("throughput")) figures.push(...(await farThroughput(run)));
  figures.push(...(await throughDev(run, largest)));
  if (largest && options.phases.has("imports")) figures.push(...(await importsWithVisitors(run)));
  return figures;
}
